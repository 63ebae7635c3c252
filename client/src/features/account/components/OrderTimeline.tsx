import type { OrderStatus } from '../../../gql/graphql';
import { formatDateTime, ORDER_STATUS, upcomingStatuses } from '../order-format';

interface TimelineEvent {
  status: OrderStatus;
  at: string;
  note: string;
}

/** What has happened to the order, oldest first, then the steps still to come in grey. */
export function OrderTimeline({ events, status }: { events: TimelineEvent[]; status: OrderStatus }) {
  const upcoming = upcomingStatuses(status);
  return (
    <ol className="timeline" aria-label="Order status history">
      {events.map((event, index) => (
        <li key={`${event.status}-${event.at}-${index}`} className={`timeline__step timeline__step--${ORDER_STATUS[event.status].tone}${index === events.length - 1 ? ' is-current' : ''}`}>
          <span className="timeline__marker" aria-hidden="true" />
          <div>
            <p className="timeline__title">{ORDER_STATUS[event.status].label}</p>
            <p className="timeline__meta">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
            {event.note && <p className="timeline__note">{event.note}</p>}
          </div>
        </li>
      ))}
      {upcoming.map((next) => (
        <li key={next} className="timeline__step timeline__step--upcoming">
          <span className="timeline__marker" aria-hidden="true" />
          <div>
            <p className="timeline__title">{ORDER_STATUS[next].label}</p>
            <p className="timeline__meta">Still to come</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
