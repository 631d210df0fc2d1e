import { z } from 'zod';
import { idSchema } from './common.schema';

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
  app_metadata: z.object({ features: z.array(z.string()) }),
  portfolio_notification: z.boolean(),
  mfa_enabled: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
