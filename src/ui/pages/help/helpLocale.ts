import { localeSchema, type Locale } from '../../../api/schemas/profile.schema';

/** The articles' language: the interface's (the profile's once signed in), en-AU for anything else. */
export function helpLocaleOf(language: string): Locale {
  const parsed = localeSchema.safeParse(language);
  return parsed.success ? parsed.data : 'en-AU';
}
