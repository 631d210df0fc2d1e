import { companyConnectionUpdateSchema } from '../../../../api/schemas/companyConnection.schema';
import { toConnectionUpdate, type ConnectionDraft } from '../../../../machines/companyConnectionDraft';

/** The form fields the contract's connection fields come from. */
const FIELD_OF: Record<string, keyof ConnectionDraft> = {
  company_name: 'companyName',
  client_id: 'clientId',
  client_secret: 'clientSecret',
  secret_expiry_date: 'secretExpiryDate',
  customer_email_domains: 'emailDomains',
  server_domain: 'serverDomain',
};

/**
 * Which filled-in fields the API would refuse, checked with its own schema. Empty required fields
 * are not listed: they only keep Save disabled until the user gets to them.
 */
export function invalidConnectionFields(draft: ConnectionDraft): Set<keyof ConnectionDraft> {
  const result = companyConnectionUpdateSchema.safeParse(toConnectionUpdate(draft));
  if (result.success) return new Set();
  const fields = result.error.issues
    .map((issue) => FIELD_OF[String(issue.path[1] ?? '')])
    .filter((field): field is keyof ConnectionDraft => field !== undefined);
  return new Set(fields.filter((field) => (Array.isArray(draft[field]) ? draft[field].length > 0 : String(draft[field]).trim() !== '')));
}
