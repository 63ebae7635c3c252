import type { Colour, DashboardPeriod } from '../../gql/graphql';

export const PERIOD_LABELS: Record<DashboardPeriod, { current: string; previous: string }> = {
  TODAY: { current: 'Today', previous: 'Yesterday' },
  LAST_7_DAYS: { current: 'Last 7 days', previous: 'Previous 7 days' },
  LAST_30_DAYS: { current: 'Last 30 days', previous: 'Previous 30 days' },
};

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "2026-05-03" → "3 May": a calendar day of the shop, shown as it is (no time zone moves it). */
export function dayAndMonth(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "27 Apr – 3 May", or one day alone. */
export function formatDays(from: string, to: string): string {
  return from === to ? dayAndMonth(from) : `${dayAndMonth(from)} – ${dayAndMonth(to)}`;
}

export type Trend = { direction: 'up' | 'down' | 'same'; text: string };

/** How a figure moved from the period before: "up 23%", "down 5%", "no change", "up from nothing". */
export function trendOf(current: number, previous: number): Trend {
  if (current === previous) return { direction: 'same', text: 'no change' };
  const direction = current > previous ? 'up' : 'down';
  if (previous === 0) return { direction, text: 'up from nothing' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return {
    direction,
    text: `${direction} ${percent === 0 ? 'under 1' : percent}%`,
  };
}

/** GREEN → Green, as the storefront names colours. */
export function colourName(colour: Colour): string {
  return colour.charAt(0) + colour.slice(1).toLowerCase();
}
