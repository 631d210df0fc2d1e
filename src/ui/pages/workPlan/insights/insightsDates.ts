/** A YYYY-MM-DD day as the locale writes it ("1 Aug 2026"), read as a calendar day wherever the browser is. */
export function formatPlanDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const value = new Date(Date.UTC(2000, month! - 1, date));
  value.setUTCFullYear(year!);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(value);
}

/** A span of days, "1 Aug 2026 – 31 Mar 2027"; an open span is a dash. */
export function formatPlanSpan(start: string | null, end: string | null, locale: string): string {
  if (!start || !end) return '—';
  return `${formatPlanDay(start, locale)} – ${formatPlanDay(end, locale)}`;
}

/** The day as a UTC timestamp, for a timeline axis. */
export const dayTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);
