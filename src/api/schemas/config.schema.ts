import { z } from 'zod';

/** CHAT_SCRIPT_URL and the chat provider's identifiers, each null when not set. */
export const liveChatConfigSchema = z.object({
  script_url: z.string(),
  org_id: z.string().nullable(),
  deployment_id: z.string().nullable(),
  button_id: z.string().nullable(),
});
export type LiveChatConfig = z.infer<typeof liveChatConfigSchema>;

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
  /** SENTRY_DSN: where the browser also reports its errors through @sentry/browser; null reports them to POST /api/logs only. */
  sentry_dsn: z.string().nullable(),
  /** SUPPORT_EMAIL: where the live chat's 'Email Us' opens a mail draft. */
  support_email: z.string(),
  /** The live chat provider (SPEC 7 "Live chat"): its script and the identifiers its init is given; null when none is configured. */
  live_chat: liveChatConfigSchema.nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
