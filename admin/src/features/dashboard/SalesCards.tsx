import type { AdminDashboardQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { formatDays, PERIOD_LABELS, trendOf } from './dashboard-text';

type Period = AdminDashboardQuery['adminDashboard']['periods'][number];

function TrendText({ current, previous }: { current: number; previous: number }) {
  const trend = trendOf(current, previous);
  return <span className={`trend trend--${trend.direction}`}>{trend.text}</span>;
}

/** A figure, then what it was in the period before and how it moved. */
function Figure({ term, value, previous, previousLabel, current, before }: { term: string; value: string; previous: string; previousLabel: string; current: number; before: number }) {
  return (
    <div className="kpi__figure">
      <dt>{term}</dt>
      <dd className="kpi__value">{value}</dd>
      <dd className="kpi__compare">
        {previousLabel}: {previous}, <TrendText current={current} previous={before} />
      </dd>
    </div>
  );
}

/** One card per period: revenue (each currency apart) and paid orders, beside the period before. */
export function SalesCards({ periods }: { periods: Period[] }) {
  return (
    <div className="kpi-grid">
      {periods.map(({ period, current, previous }) => {
        const labels = PERIOD_LABELS[period];
        return (
          <section key={period} className="kpi panel" aria-labelledby={`kpi-${period}`}>
            <h3 id={`kpi-${period}`}>{labels.current}</h3>
            <p className="kpi__days">
              {formatDays(current.from, current.to)}
              <span className="visually-hidden">
                ; {labels.previous.toLowerCase()}: {formatDays(previous.from, previous.to)}
              </span>
            </p>
            <dl>
              {current.revenue.map((money) => {
                const before = previous.revenue.find((m) => m.currency === money.currency) ?? { amount: 0, currency: money.currency };
                return (
                  <Figure
                    key={money.currency}
                    term={current.revenue.length > 1 ? `Revenue, ${money.currency}` : 'Revenue'}
                    value={formatMoney(money)}
                    previous={formatMoney(before)}
                    previousLabel={labels.previous}
                    current={money.amount}
                    before={before.amount}
                  />
                );
              })}
              <Figure
                term="Paid orders"
                value={String(current.paidOrders)}
                previous={String(previous.paidOrders)}
                previousLabel={labels.previous}
                current={current.paidOrders}
                before={previous.paidOrders}
              />
            </dl>
          </section>
        );
      })}
    </div>
  );
}
