/** A calendar date in the UI's language, e.g. "12 Mar 2026" (en-AU) or "2026年3月12日" (zh-CN). */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}
