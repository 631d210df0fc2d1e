import { z } from 'zod';

/** What the SPA needs to know at run time: served publicly by GET /api/config. */
export const clientConfigSchema = z.object({
  product_version: z.string(),
  auth: z.object({
    domain: z.string(),
    client_id: z.string(),
    audience: z.string(),
    scope: z.string(),
    /** The public client of the command-line publisher (device sign-in); null when the tenant has none. */
    publisher_client_id: z.string().nullable(),
  }),
  /** Hosts whose page title uses the long product name (SPEC 2). */
  long_name_hosts: z.array(z.string()),
  health_check_interval_ms: z.number().int().positive(),
  /** MAP_STYLE_URL: the base map's MapLibre style; null draws the report maps on the built-in plain background. */
  map_style_url: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
