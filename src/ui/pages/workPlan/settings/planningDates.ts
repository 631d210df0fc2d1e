import { fromPickerDate, toPickerDate } from '../../workspace/comparison/pickerDate';

export { fromPickerDate, toPickerDate };

/** A YYYY-MM-DD day as the locale writes it in numbers (01/07/2026, 7/1/2026, 2026/07/01), as the date pickers show it. */
export function formatDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const value = new Date(Date.UTC(2000, month! - 1, date));
  value.setUTCFullYear(year!);
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(value);
}
