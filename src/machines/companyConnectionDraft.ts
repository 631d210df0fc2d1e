import {
  companyConnectionUpdateSchema,
  expiryOrToday,
  ZERO_DATE,
  type CompanyConnection,
  type CompanyConnectionUpdate,
  type SsoType,
} from '../api/schemas/companyConnection.schema';

/** The company connection form's fields (SPEC 2 "Company connection form"). */
export type ConnectionDraft = {
  ssoType: SsoType;
  companyName: string;
  clientId: string;
  /** The masked secret as loaded, until the user types a new one. */
  clientSecret: string;
  /** An ISO timestamp; the zero date never stays in it. */
  secretExpiryDate: string;
  emailDomains: string[];
  serverDomain: string;
};

/** The form as loaded; a company without a connection starts from its own name and `today`'s expiry. */
export function toConnectionDraft(company: CompanyConnection, today: Date): ConnectionDraft {
  const connection = company.connection;
  return {
    ssoType: company.sso_connection,
    companyName: connection?.company_name ?? company.name,
    clientId: connection?.client_id ?? '',
    clientSecret: connection?.client_secret ?? '',
    secretExpiryDate: expiryOrToday(connection?.secret_expiry_date ?? ZERO_DATE, today),
    emailDomains: connection?.customer_email_domains ?? [],
    serverDomain: connection?.server_domain ?? '',
  };
}

/** The body of PUT /profile/company-connection/{id}: with SSO type None the connection is left out, which removes it. */
export function toConnectionUpdate(draft: ConnectionDraft, today: Date): CompanyConnectionUpdate {
  if (draft.ssoType === 'none') return { sso_connection: 'none' };
  return {
    sso_connection: draft.ssoType,
    connection: {
      company_name: draft.companyName.trim(),
      client_id: draft.clientId.trim(),
      client_secret: draft.clientSecret,
      secret_expiry_date: expiryOrToday(draft.secretExpiryDate, today),
      customer_email_domains: draft.emailDomains.map((domain) => domain.trim().toLowerCase()),
      server_domain: draft.serverDomain.trim().toLowerCase(),
    },
  };
}

/** Whether two drafts hold the same values, the domains in the same order. */
export function sameDraft(a: ConnectionDraft, b: ConnectionDraft): boolean {
  return (Object.keys(a) as Array<keyof ConnectionDraft>).every((key) => {
    const left = a[key];
    const right = b[key];
    return Array.isArray(left) && Array.isArray(right) ? left.join('\n') === right.join('\n') : left === right;
  });
}

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
export function invalidConnectionFields(draft: ConnectionDraft, today: Date): Array<keyof ConnectionDraft> {
  const result = companyConnectionUpdateSchema.safeParse(toConnectionUpdate(draft, today));
  if (result.success) return [];
  const fields = new Set(
    result.error.issues.map((issue) => FIELD_OF[String(issue.path[1] ?? '')]).filter((field): field is keyof ConnectionDraft => field !== undefined),
  );
  return [...fields].filter((field) => (Array.isArray(draft[field]) ? draft[field].length > 0 : String(draft[field]).trim() !== ''));
}
