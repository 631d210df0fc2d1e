import { z } from 'zod';
import { idSchema, timestampSchema, nameSchema, textSchema } from './common.schema';

/**
 * The single sign-on kinds a company can connect: Microsoft Entra ID (Azure AD), Okta,
 * Google Workspace, or any SAML 2.0 identity provider. 'none' means no connection.
 */
export const ssoTypeSchema = z.enum(['none', 'azure_ad', 'okta', 'google_workspace', 'saml']);
export type SsoType = z.infer<typeof ssoTypeSchema>;

/** The zero date some records carry for "no expiry set"; it reads as today at midnight UTC (SPEC 3). */
export const ZERO_DATE = '0001-01-01T00:00:00Z';

/** GETs answer the client secret in this form; sending it back unchanged keeps the stored secret. */
export const SECRET_MASK = '••••••••';

/** A host name such as riverbend.nsw.gov.au: letters, digits and hyphens, at least two labels. */
export const domainSchema = textSchema
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { error: 'must be a domain name' });

export const companyConnectionDetailsSchema = z.object({
  company_name: nameSchema(100).min(1),
  client_id: textSchema.trim().min(1).max(255),
  /** Write-only: GET answers SECRET_MASK followed by at most the last 4 characters. */
  client_secret: textSchema.min(1).max(1024),
  secret_expiry_date: timestampSchema,
  customer_email_domains: z
    .array(domainSchema)
    .min(1)
    .max(50)
    .refine((domains) => new Set(domains).size === domains.length, { error: 'lists a domain twice' }),
  server_domain: domainSchema,
});
export type CompanyConnectionDetails = z.infer<typeof companyConnectionDetailsSchema>;

/** The company (the user's organisation) and its SSO connection; `connection` is null with 'none'. */
export const companyConnectionSchema = z.object({
  /** The organisation's id: the {id} of PUT /profile/company-connection/{id}. */
  id: idSchema,
  name: z.string(),
  sso_connection: ssoTypeSchema,
  connection: companyConnectionDetailsSchema.nullable(),
  updated_at: timestampSchema.nullable(),
});
export type CompanyConnection = z.infer<typeof companyConnectionSchema>;

/**
 * Saving with sso_connection 'none' removes the connection permanently; any other type needs the
 * connection's fields.
 */
export const companyConnectionUpdateSchema = z
  .object({
    sso_connection: ssoTypeSchema.default('none'),
    connection: companyConnectionDetailsSchema.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.sso_connection !== 'none' && !body.connection) {
      ctx.addIssue({ code: 'custom', path: ['connection'], message: 'is required for this SSO type' });
    }
  });
export type CompanyConnectionUpdate = z.infer<typeof companyConnectionUpdateSchema>;

export const companyConnectionParamsSchema = z.object({ id: idSchema });

/** SPEC 3: the zero-date expiry stands for today at midnight UTC, on load and on save. */
export function expiryOrToday(expiry: string, now: Date = new Date()): string {
  if (Date.parse(expiry) !== Date.parse(ZERO_DATE)) return expiry;
  return `${now.toISOString().slice(0, 10)}T00:00:00Z`;
}
