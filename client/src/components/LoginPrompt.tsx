import { Link } from 'react-router-dom';
import { UserIcon } from './Icons';

/** What visitors see on pages that need an account (cart, wishlist, checkout): log in, then come back to `from`. */
export function LoginPrompt({ title, text, from, linkText = 'Log in' }: { title: string; text: string; from: string; linkText?: string }) {
  return (
    <div className="container page page--narrow">
      <div className="panel sign-in-prompt">
        <span className="sign-in-prompt__icon" aria-hidden="true">
          <UserIcon />
        </span>
        <h1>{title}</h1>
        <p className="lead">{text}</p>
        <p className="sign-in-prompt__actions">
          <Link to="/login" state={{ from }} className="button button--accent">
            {linkText}
          </Link>
          <Link to="/login" state={{ from }} className="button button--ghost">
            Create an account
          </Link>
        </p>
      </div>
    </div>
  );
}
