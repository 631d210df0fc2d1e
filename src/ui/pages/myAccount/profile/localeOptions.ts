import { localeSchema, type Locale } from '../../../../api/schemas/profile.schema';

/** Each language named in itself (e.g. "English (Australia)", "中文（中国）"), so that anyone can find theirs. */
export function localeOptions(): Array<{ value: Locale; label: string }> {
  return localeSchema.options.map((locale) => ({ value: locale, label: new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale }));
}

/** Every IANA time zone the browser knows, plus the profile's own should the browser not list it. */
export function timezoneOptions(current: string): Array<{ value: string; label: string }> {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(current) || !current ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
