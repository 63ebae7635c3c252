import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../lib/i18n';
import { UserIcon } from './Icons';

/**
 * What visitors see on pages that need an account (cart, wishlist, checkout, My Account, an order):
 * log in, then come back to `from`. `children` adds a line under the buttons.
 */
export function LoginPrompt({ title, text, from, linkText, children }: { title: string; text: string; from: string; linkText?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="container page page--narrow">
      <div className="panel sign-in-prompt">
        <span className="icon-circle sign-in-prompt__icon" aria-hidden="true">
          <UserIcon />
        </span>
        <h1>{title}</h1>
        <p className="lead">{text}</p>
        <p className="sign-in-prompt__actions">
          <Link to="/login" state={{ from }} className="button button--accent">
            {linkText ?? t('common.logIn')}
          </Link>
          <Link to="/login" state={{ from }} className="button button--ghost">
            {t('common.createAccount')}
          </Link>
        </p>
        {children}
      </div>
    </div>
  );
}
