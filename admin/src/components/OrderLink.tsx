import { Link } from 'react-router-dom';

/** An order's number, linking to its page in the back office. */
export function OrderLink({ tranId }: { tranId: string }) {
  return (
    <Link to={`/orders/${encodeURIComponent(tranId)}`} className="mono">
      {tranId}
    </Link>
  );
}
