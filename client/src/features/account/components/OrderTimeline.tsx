import type { OrderStatus } from '../../../gql/graphql';
import { useT } from '../../../lib/i18n';
import { ORDER_STATUS_TONE, upcomingStatuses, useOrderFormat } from '../order-format';

interface TimelineEvent {
  status: OrderStatus;
  at: string;
  note: string;
}

/** What has happened to the order, oldest first, then the steps still to come in grey. */
export function OrderTimeline({ events, status }: { events: TimelineEvent[]; status: OrderStatus }) {
  const t = useT();
  const { formatDateTime, statusLabel } = useOrderFormat();
  const upcoming = upcomingStatuses(status);
  return (
    <ol className="timeline" aria-label={t('account.timeline.label')}>
      {events.map((event, index) => (
        <li key={`${event.status}-${event.at}-${index}`} className={`timeline__step timeline__step--${ORDER_STATUS_TONE[event.status]}${index === events.length - 1 ? ' is-current' : ''}`}>
          <span className="timeline__marker" aria-hidden="true" />
          <div>
            <p className="timeline__title">{statusLabel(event.status)}</p>
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
            <p className="timeline__title">{statusLabel(next)}</p>
            <p className="timeline__meta">{t('account.timeline.upcoming')}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
