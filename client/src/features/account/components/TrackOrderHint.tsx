import { Link } from 'react-router-dom';

/** Under the log-in prompt of account pages: an order can be tracked without an account. */
export function TrackOrderHint() {
  return (
    <p className="muted">
      Ordered and just want to know where it is? <Link to="/orderTrac">Track an order</Link> with its transaction id and your e-mail.
    </p>
  );
}
