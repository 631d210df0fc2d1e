/**
 * Dates, numbers and money in the user's language (and, for dates, their time zone): the one
 * place the UI formats values, always through Intl so that every locale gets its own conventions.
 */
export type Formatters = {
  /** A calendar day: "12 Mar 2026" (en-AU), "Mar 12, 2026" (en-US), "2026年3月12日" (zh-CN). */
  date(value: string | Date): string;
  /** A YYYY-MM-DD calendar day written like `date` ("1 Aug 2026"), the same day in every time zone. */
  day(value: string): string;
  /** A YYYY-MM-DD calendar day in numbers, as the date pickers show it: 01/07/2026, 7/1/2026, 2026/07/01. */
  numericDay(value: string): string;
  /** A day and time of day, e.g. for an activity log. */
  dateTime(value: string | Date): string;
  /** A quantity with the locale's grouping: 12,345.6. */
  number(value: number, maximumFractionDigits?: number): string;
  /** A ratio as a percentage: 0.255 → 25.5%. */
  percent(value: number, maximumFractionDigits?: number): string;
  /** An amount of money, whole units unless told otherwise: $1,250,000. */
  currency(value: number, currency?: string, maximumFractionDigits?: number): string;
  /** A large amount of money, shortened for charts and cards: $1.3M, 130万. */
  compactCurrency(value: number, currency?: string): string;
  /** A large quantity, shortened for chart axes: 1.3M, 130万. */
  compactNumber(value: number): string;
};

/** Budgets are in Australian dollars unless the caller says otherwise: Horizon's home market. */
export const DEFAULT_CURRENCY = 'AUD';

export type FormatOptions = {
  /** An IANA zone name (the profile's), so that a date reads as the user's calendar day. */
  timeZone?: string;
};

export function createFormatters(locale: string, { timeZone }: FormatOptions = {}): Formatters {
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone });
  const dayAndTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  // A calendar day names no instant: it is written at UTC midnight so that no zone moves it to another day.
  const calendarDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const numericCalendarDay = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);
  return {
    date: (value) => day.format(toDate(value)),
    day: (value) => calendarDay.format(utcMidnight(value)),
    numericDay: (value) => numericCalendarDay.format(utcMidnight(value)),
    dateTime: (value) => dayAndTime.format(toDate(value)),
    number: (value, maximumFractionDigits = 2) => new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value),
    percent: (value, maximumFractionDigits = 1) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits }).format(value),
    currency: (value, currency = DEFAULT_CURRENCY, maximumFractionDigits = 0) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: maximumFractionDigits, maximumFractionDigits }).format(value),
    compactCurrency: (value, currency = DEFAULT_CURRENCY) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(value),
    compactNumber: (value) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value),
  };
}

/** The UTC midnight of a YYYY-MM-DD day; years below 100 stay themselves (Date.UTC would read them as 19xx). */
function utcMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const value = new Date(Date.UTC(2000, month! - 1, date));
  value.setUTCFullYear(year!);
  return value;
}
