import type { Formatters } from '../../../format/format';

/** A span of days, "1 Aug 2026 – 31 Mar 2027"; an open span is a dash. */
export function formatPlanSpan(start: string | null, end: string | null, format: Pick<Formatters, 'day'>): string {
  if (!start || !end) return '—';
  return `${format.day(start)} – ${format.day(end)}`;
}

/** The day as a UTC timestamp, for a timeline axis. */
export const dayTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);
