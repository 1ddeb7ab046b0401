const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A Unix time in seconds as a long US date ('December 21, 2026'), or '—' when there is none (spec §9). */
export function formatLongDate(unixSeconds: number | null | undefined): string {
  if (unixSeconds == null || !Number.isFinite(unixSeconds)) {
    return '—';
  }
  return longDate.format(new Date(unixSeconds * 1000));
}
