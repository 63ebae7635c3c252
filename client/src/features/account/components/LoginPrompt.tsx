import { Link } from 'react-router-dom';
import { UserIcon } from '../../../components/Icons';

/** Shown to visitors on account pages: log in, and come back to `from` afterwards. */
export function LoginPrompt({ title, text, from }: { title: string; text: string; from: string }) {
  return (
    <div className="container page page--narrow">
      <div className="panel login-prompt">
        <span className="login-prompt__icon" aria-hidden="true">
          <UserIcon />
        </span>
        <h1>{title}</h1>
        <p className="lead">{text}</p>
        <p className="login-prompt__actions">
          <Link to="/login" state={{ from }} className="button button--accent">
            Log in
          </Link>
          <Link to="/login" state={{ from }} className="button button--ghost">
            Create an account
          </Link>
        </p>
        <p className="muted">
          Ordered and just want to know where it is? <Link to="/orderTrac">Track an order</Link> with its transaction id and your e-mail.
        </p>
      </div>
    </div>
  );
}
