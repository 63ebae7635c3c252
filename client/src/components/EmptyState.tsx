import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A page with nothing to list yet (an empty cart, wishlist or checkout): an icon, what is empty, and where to go. */
export function EmptyState({ icon, title, text, action }: { icon: ReactNode; title: string; text?: string; action: { to: string; label: string } }) {
  return (
    <div className="panel empty-state">
      <span className="icon-circle" aria-hidden="true">
        {icon}
      </span>
      <p className="lead">{title}</p>
      {text && <p className="muted">{text}</p>}
      <Link to={action.to} className="button button--accent">
        {action.label}
      </Link>
    </div>
  );
}
