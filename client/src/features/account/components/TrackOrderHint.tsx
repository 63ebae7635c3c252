import { Link } from 'react-router-dom';
import { Message } from '../../../lib/i18n';

/** Under the log-in prompt of account pages: an order can be tracked without an account. */
export function TrackOrderHint() {
  return (
    <p className="muted">
      <Message id="account.trackHint" values={{ link: (chunks) => <Link to="/orderTrac">{chunks}</Link> }} />
    </p>
  );
}
