import { useId } from 'react';
import type { AdminDashboardQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { dayAndMonth } from './dashboard-text';

export type DailySales = AdminDashboardQuery['adminDashboard']['dailySales'];

/** Every seventh day back from today carries a label under its bar. */
const LABEL_EVERY = 7;

/** The chart's top: the largest amount rounded up to 1, 2, 2.5 or 5 times a power of ten (at least 1.00). */
export function chartTop(largest: number): number {
  const magnitude = 10 ** Math.max(2, Math.floor(Math.log10(Math.max(largest, 1))));
  const step = [1, 2, 2.5, 5, 10].find((m) => largest <= m * magnitude)!;
  return step * magnitude;
}

/**
 * One currency's revenue per day as bars (an SVG drawn here, scaled to its box; labels stay HTML so they
 * never stretch). Its caption sums it up, for everyone; every figure is in the table below it.
 */
export function RevenueChart({ days, currency }: { days: DailySales; currency: string }) {
  const titleId = useId();
  const descId = useId();
  const amounts = days.map((day) => day.revenue.find((m) => m.currency === currency)?.amount ?? 0);
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const largest = Math.max(...amounts);
  const top = chartTop(largest);
  const best = amounts.indexOf(largest);
  const quiet = amounts.filter((amount) => amount === 0).length;
  const money = (amount: number) => formatMoney({ amount, currency });
  const summary =
    total === 0
      ? `No sales in ${currency} in these ${days.length} days.`
      : `${money(total)} in all; the best day ${dayAndMonth(days[best].date)} with ${money(largest)}; ${quiet} ${quiet === 1 ? 'day' : 'days'} without sales.`;

  return (
    <figure className="revenue-chart">
      <div className="revenue-chart__plot">
        <div className="revenue-chart__axis" aria-hidden="true">
          <span>{money(top)}</span>
          <span>{money(top / 2)}</span>
          <span>{money(0)}</span>
        </div>
        <svg className="revenue-chart__bars" viewBox={`0 0 ${days.length} 100`} preserveAspectRatio="none" role="img" aria-labelledby={titleId} aria-describedby={descId}>
          <title id={titleId}>{`Revenue per day in ${currency}, ${dayAndMonth(days[0].date)} to ${dayAndMonth(days[days.length - 1].date)}`}</title>
          {[0, 50, 100].map((y) => (
            <line key={y} className="revenue-chart__grid" x1={0} x2={days.length} y1={y} y2={y} vectorEffect="non-scaling-stroke" />
          ))}
          {days.map((day, i) => {
            const height = (amounts[i] / top) * 100;
            return (
              <rect key={day.date} className={i === days.length - 1 ? 'revenue-chart__bar revenue-chart__bar--today' : 'revenue-chart__bar'} x={i + 0.15} y={100 - height} width={0.7} height={height}>
                <title>{`${dayAndMonth(day.date)}: ${money(amounts[i])}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className="revenue-chart__days" aria-hidden="true" style={{ gridTemplateColumns: `repeat(${days.length}, 1fr)` }}>
          {days.map((day, i) => {
            const fromToday = days.length - 1 - i;
            if (fromToday % LABEL_EVERY !== 0) return null;
            return (
              <span key={day.date} style={{ gridColumn: i + 1 }} className={fromToday === 0 ? 'revenue-chart__today' : undefined}>
                {fromToday === 0 ? 'Today' : dayAndMonth(day.date)}
              </span>
            );
          })}
        </div>
      </div>
      <figcaption id={descId} className="revenue-chart__summary">
        {summary}
      </figcaption>
    </figure>
  );
}

/** The chart's figures, every day and currency, for reading rather than seeing. */
export function DailySalesTable({ days, currencies }: { days: DailySales; currencies: string[] }) {
  const captionId = useId();
  return (
    <details className="daily-sales">
      <summary>Every day’s figures</summary>
      <div className="data-table">
        <div className="data-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table>
            <caption id={captionId}>Revenue and paid orders per day, the last {days.length} days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {currencies.map((currency) => (
                  <th key={currency} scope="col" className="numeric">
                    Revenue{currencies.length > 1 ? `, ${currency}` : ''}
                  </th>
                ))}
                <th scope="col" className="numeric">
                  Paid orders
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row">{dayAndMonth(day.date)}</th>
                  {currencies.map((currency) => (
                    <td key={currency} className="numeric">
                      {formatMoney(
                        day.revenue.find((m) => m.currency === currency) ?? {
                          amount: 0,
                          currency,
                        },
                      )}
                    </td>
                  ))}
                  <td className="numeric">{day.paidOrders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </details>
  );
}
