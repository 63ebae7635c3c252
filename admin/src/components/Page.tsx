import type { ReactNode } from 'react';
import { useTitle } from '../lib/use-title';

/**
 * A page of the back office: its tab title and its one h1 (which the layout focuses after a route
 * change, so a screen reader announces where the member landed), then its content.
 */
export function Page({ title, intro, actions, children }: { title: string; intro?: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  useTitle(title);
  return (
    <div className="page">
      <header className="page__header">
        <div>
          <h1 tabIndex={-1}>{title}</h1>
          {intro && <p className="page__intro">{intro}</p>}
        </div>
        {actions && <div className="page__actions">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
