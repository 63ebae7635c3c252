import { DateTime } from '../../components/DateTime';
import { ORDER_STATUS_LABELS } from '../../components/OrderStatusBadge';
import type { AdminOrderDetailFragment } from '../../gql/graphql';

/** Every status the order has had, oldest first, with staff's words for each move (gateway ids, reasons). */
export function OrderTimeline({ timeline }: { timeline: AdminOrderDetailFragment['timeline'] }) {
  return (
    <section className="panel" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">Timeline</h2>
      <ol className="timeline">
        {timeline.map((event, index) => (
          <li key={index}>
            <DateTime value={event.at} />
            <strong>
              {event.fromStatus && (
                <>
                  {ORDER_STATUS_LABELS[event.fromStatus]}
                  <span aria-hidden="true"> → </span>
                  <span className="visually-hidden"> to </span>
                </>
              )}
              {ORDER_STATUS_LABELS[event.status]}
            </strong>
            {event.note && <span className="muted">{event.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
