import type { TFunction } from 'i18next';
import type { CountdownParts } from '../../../machines/taskChip.machine';

/** '1 h 1 min left' or '12 min 05 s left': seconds keep two digits, as on a clock. */
export function countdownText(t: TFunction, parts: NonNullable<CountdownParts>): string {
  if ('hours' in parts) return t('taskChip.hoursMinutesLeft', { hours: parts.hours, minutes: parts.minutes });
  return t('taskChip.minutesSecondsLeft', { minutes: parts.minutes, seconds: String(parts.seconds).padStart(2, '0') });
}
