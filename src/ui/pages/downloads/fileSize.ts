const MEGABYTE = 1_000_000;

/** A download's size in the locale's own words: "489 kB", "1.2 MB" (SI units, as browsers and file managers show them). */
export function fileSize(locale: string, bytes: number): string {
  const [value, unit] = bytes < MEGABYTE ? [bytes / 1000, 'kilobyte'] : [bytes / MEGABYTE, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'kilobyte' ? 0 : 1 }).format(value);
}
