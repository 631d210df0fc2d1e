/** How long a run took, in the largest units that say it: hours and minutes, minutes and seconds, or seconds; null until it finished. */
export type DurationParts = { hours: number; minutes: number } | { minutes: number; seconds: number } | { seconds: number } | null;

export function durationParts(seconds: number | null): DurationParts {
  if (seconds === null) return null;
  const whole = Math.round(seconds);
  if (whole >= 3600) return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60) };
  if (whole >= 60) return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
  return { seconds: whole };
}
