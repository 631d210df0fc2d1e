import {
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

/** The form as loaded; a company without a connection starts from its own name and today's expiry. */
export function toConnectionDraft(company: CompanyConnection, now: Date = new Date()): ConnectionDraft {
  const connection = company.connection;
  return {
    ssoType: company.sso_connection,
    companyName: connection?.company_name ?? company.name,
    clientId: connection?.client_id ?? '',
    clientSecret: connection?.client_secret ?? '',
    secretExpiryDate: expiryOrToday(connection?.secret_expiry_date ?? ZERO_DATE, now),
    emailDomains: connection?.customer_email_domains ?? [],
    serverDomain: connection?.server_domain ?? '',
  };
}

/** The body of PUT /profile/company-connection/{id}: with SSO type None the connection is left out, which removes it. */
export function toConnectionUpdate(draft: ConnectionDraft, now: Date = new Date()): CompanyConnectionUpdate {
  if (draft.ssoType === 'none') return { sso_connection: 'none' };
  return {
    sso_connection: draft.ssoType,
    connection: {
      company_name: draft.companyName.trim(),
      client_id: draft.clientId.trim(),
      client_secret: draft.clientSecret,
      secret_expiry_date: expiryOrToday(draft.secretExpiryDate, now),
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
