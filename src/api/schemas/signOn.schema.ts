import { z } from 'zod';
import { textSchema } from './common.schema';
import { ssoTypeSchema } from './companyConnection.schema';

/**
 * GET /api/company-connection: how the caller's organisation signs in, for every member of it
 * (the admin's form, with the client id and secret, is GET /profile/company-connection). No
 * secret, client id or server leaves here. `covers_me` says whether the caller's own e-mail
 * domain is one the connection serves, i.e. whether they sign in through it.
 */
export const companySignOnSchema = z.object({
  organisation_name: z.string().nullable(),
  sso_connection: ssoTypeSchema,
  company_name: z.string().nullable(),
  customer_email_domains: z.array(z.string()),
  covers_me: z.boolean(),
});
export type CompanySignOn = z.infer<typeof companySignOnSchema>;

/** GET /api/sso-connections?email=: the address whose domain the sign-in page asks about. */
export const ssoConnectionsQuerySchema = z.object({
  email: textSchema.trim().toLowerCase().max(254).pipe(z.email({ error: 'must be an e-mail address' })),
});

/**
 * The company sign-on connections that serve an e-mail address's domain (home realm discovery
 * for the sign-in page): which company, and through which kind of single sign-on.
 */
export const ssoConnectionsSchema = z.object({
  domain: z.string(),
  connections: z.array(z.object({ company_name: z.string(), sso_connection: ssoTypeSchema.exclude(['none']) })),
});
export type SsoConnections = z.infer<typeof ssoConnectionsSchema>;
