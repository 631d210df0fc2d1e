import { z } from 'zod';
import { idSchema, nameSchema, textSchema } from './common.schema';

export const localeSchema = z.enum(['en-AU', 'en-US', 'en-GB', 'zh-CN']);
export type Locale = z.infer<typeof localeSchema>;

export const profileSchema = z.object({
  id: idSchema,
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  organisation: z.string(),
  region: z.string(),
  locale: localeSchema,
  timezone: z.string(),
  department: z.string(),
  job_title: z.string(),
  segment_name: z.string(),
  app_metadata: z.object({
    features: z.array(z.string()),
    /** Organisation roles; 'admin' opens the company connection (SPEC 6). */
    roles: z.array(z.enum(['admin'])).optional(),
  }),
  portfolio_notification: z.boolean(),
  mfa_enabled: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** An IANA time zone name the runtime knows, e.g. Australia/Sydney or UTC, in its canonical spelling. */
export const timezoneSchema = textSchema
  .trim()
  .max(64)
  .transform((name, ctx) => {
    // Intl also takes offsets such as +10:00, which are not zone names.
    if (/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) {
      try {
        return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
      } catch {
        // Unknown to the runtime: reported below.
      }
    }
    ctx.issues.push({ code: 'custom', message: 'must be an IANA time zone name', input: name });
    return z.NEVER;
  });

/**
 * PUT /profile takes the profile model; fields it leaves out stay as they are, and read-only
 * fields (id, email, segment_name, app_metadata) are ignored.
 */
export const profileUpdateSchema = z
  .object({
    first_name: nameSchema(100),
    last_name: nameSchema(100),
    organisation: nameSchema(100),
    region: textSchema.trim().max(100),
    locale: localeSchema,
    timezone: timezoneSchema,
    department: textSchema.trim().max(100),
    job_title: textSchema.trim().max(100),
    portfolio_notification: z.boolean(),
    mfa_enabled: z.boolean(),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
