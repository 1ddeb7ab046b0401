const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** An ISO day ('2026-11-03') as 'Nov 3'; the text itself when it is not a day. */
export function formatDay(isoDay: string): string {
  const time = Date.parse(`${isoDay}T00:00:00Z`);
  return Number.isNaN(time) ? isoDay : shortDay.format(new Date(time));
}
