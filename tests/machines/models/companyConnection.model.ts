import type { ApiFailure } from '../../../src/api/apiError';
import type { CompanyConnection, CompanyConnectionUpdate } from '../../../src/api/schemas/companyConnection.schema';
import { companyConnectionMachine } from '../../../src/machines/companyConnection.machine';
import type { ConnectionDraft } from '../../../src/machines/companyConnectionDraft';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { companyWithConnection, companyWithoutConnection } from '../support/portfolioFixtures';

type Expected = {
  today: Date;
  company: CompanyConnection | null;
  draft: ConnectionDraft | null;
  invalidFields: Array<keyof ConnectionDraft>;
  failure: ApiFailure | null;
};

const TODAY = new Date('2026-11-25T09:30:00Z');
const SUBMIT = 'the user presses Save';
const NEW_DOMAIN = ' SSO.Riverbend.NSW.gov.au';
const withNewDomain: CompanyConnection = { ...companyWithConnection, connection: { ...companyWithConnection.connection!, server_domain: 'sso.riverbend.nsw.gov.au' } };
const refusal = apiError(400, 'Some of the values you entered are not valid.');

/** SPEC 2 "Company connection form": a company without a connection starts from its own name, expiring today. */
const formOf = (company: CompanyConnection): ConnectionDraft => ({
  ssoType: company.sso_connection,
  companyName: company.connection?.company_name ?? company.name,
  clientId: company.connection?.client_id ?? '',
  clientSecret: company.connection?.client_secret ?? '',
  secretExpiryDate: company.connection?.secret_expiry_date ?? '2026-11-25T00:00:00Z',
  emailDomains: company.connection?.customer_email_domains ?? [],
  serverDomain: company.connection?.server_domain ?? '',
});
/** A host name of at least two labels, compared without case or surrounding spaces. */
const isDomain = (value: string) => /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/.test(value.trim().toLowerCase());
/** Only filled-in fields are flagged; with SSO type None there is no connection to check (SPEC 5). */
const invalidIn = (draft: ConnectionDraft): Array<keyof ConnectionDraft> =>
  draft.ssoType !== 'none' && draft.serverDomain.trim() !== '' && !isDomain(draft.serverDomain) ? ['serverDomain'] : [];
const isDirty = ({ company, draft }: Expected) => company !== null && JSON.stringify(draft) !== JSON.stringify(formOf(company));
const canSave = (context: Expected) => isDirty(context) && context.draft !== null && (context.draft.ssoType === 'none' || isDomain(context.draft.serverDomain));
/** SPEC 5: with SSO type None the connection is omitted, which removes it; domains are sent in lower case. */
const updateOf = (draft: ConnectionDraft): CompanyConnectionUpdate =>
  draft.ssoType === 'none'
    ? { sso_connection: 'none' }
    : {
        sso_connection: draft.ssoType,
        connection: {
          company_name: draft.companyName.trim(),
          client_id: draft.clientId.trim(),
          client_secret: draft.clientSecret,
          secret_expiry_date: draft.secretExpiryDate,
          customer_email_domains: draft.emailDomains.map((domain) => domain.trim().toLowerCase()),
          server_domain: draft.serverDomain.trim().toLowerCase(),
        },
      };
const loaded = (company: CompanyConnection) => ({ company, draft: formOf(company), invalidFields: invalidIn(formOf(company)), failure: null });
/** Every change tells the app whether the form now differs from the connection (SPEC 4 unsaved-changes warning). */
const change = <K extends keyof ConnectionDraft>(field: K, value: ConnectionDraft[K], to?: string) => (context: Expected) => {
  const draft = { ...context.draft!, [field]: value };
  return { to, context: { draft, invalidFields: invalidIn(draft) }, calls: { reportDirty: [undefined] } };
};
const reset = (to?: string) => (context: Expected) => ({ to, context: loaded(context.company!), calls: { reportDirty: [undefined] } });
const submit = (context: Expected) => (canSave(context) ? 'saving' : {});
const saved = (answer: CompanyConnection) => ({ to: 'saved', context: loaded(answer), calls: { reportDirty: [undefined], notifySaved: [undefined] } });

/**
 * SPEC 2 "My Account" and "Company connection form" (admins only), SPEC 5 (SSO type None removes the
 * connection), SPEC 6/8 (a 401, 403 or 404 on the load signs the user out to /unauthorised), SPEC 8
 * "Success toasts" (company connection saved). Save needs a change the API would accept.
 */
export const companyConnectionModel = machineModel({
  name: 'companyConnection',
  machine: companyConnectionMachine,
  starts: [
    {
      label: 'company connection tab opened by an admin',
      input: { today: TODAY },
      state: 'loading',
      context: { today: TODAY, company: null, draft: null, invalidFields: [], failure: null } as Expected,
    },
  ],
  events: {
    'the Azure AD connection loads': { type: 'xstate.done.actor.fetchConnection', output: companyWithConnection },
    'the company without a connection loads': { type: 'xstate.done.actor.fetchConnection', output: companyWithoutConnection },
    'the load answers 403': { type: 'xstate.error.actor.fetchConnection', error: apiError(403) },
    'the load fails with 500': { type: 'xstate.error.actor.fetchConnection', error: apiError(500, 'Unexpected error happened.') },
    'the user retries': { type: 'connection.retry' },
    'the user sets SSO type None': { type: 'field.change', field: 'ssoType', value: 'none' },
    'the user types the server domain "not a domain"': { type: 'field.change', field: 'serverDomain', value: 'not a domain' },
    'the user types the server domain " SSO.Riverbend.NSW.gov.au"': { type: 'field.change', field: 'serverDomain', value: NEW_DOMAIN },
    'the user resets the form': { type: 'form.reset' },
    [SUBMIT]: { type: 'form.submit' },
    'the server answers the connection removed': { type: 'xstate.done.actor.saveConnection', output: companyWithoutConnection },
    'the server answers the new server domain': { type: 'xstate.done.actor.saveConnection', output: withNewDomain },
    'the server refuses the values': { type: 'xstate.error.actor.saveConnection', error: refusal },
  },
  states: {
    loading: { says: 'the company connection loads', tags: ['busy'], invoked: { fetchConnection: undefined } },
    unavailable: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
    refused: { says: 'the session ends (the user goes to /unauthorised)' },
    editing: {
      says: (context) =>
        `the form, SSO type ${context.draft?.ssoType}, server domain "${context.draft?.serverDomain}"${context.invalidFields.length ? ` (${context.invalidFields.join(', ')} flagged)` : ''}${canSave(context) ? '' : ', Save does nothing'}`,
    },
    saving: {
      says: 'saving the connection',
      tags: ['busy'],
      invoked: ({ company, draft }) => ({ saveConnection: { companyId: company?.id, update: draft && updateOf(draft) } }),
    },
    saved: { says: ({ company }) => `"Company connection saved.", SSO type ${company?.sso_connection}`, tags: ['saved'] },
    failed: { says: ({ failure }) => `"${failure?.message}"`, tags: ['error'] },
  },
  transitions: {
    loading: {
      'the Azure AD connection loads': { to: 'editing', context: loaded(companyWithConnection) },
      'the company without a connection loads': { to: 'editing', context: loaded(companyWithoutConnection) },
      'the load answers 403': { to: 'refused', calls: { endRefusedSession: [undefined] } },
      'the load fails with 500': { to: 'unavailable', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    unavailable: { 'the user retries': 'loading' },
    editing: {
      'the user sets SSO type None': change('ssoType', 'none'),
      'the user types the server domain "not a domain"': change('serverDomain', 'not a domain'),
      'the user types the server domain " SSO.Riverbend.NSW.gov.au"': change('serverDomain', NEW_DOMAIN),
      'the user resets the form': reset(),
      [SUBMIT]: submit,
    },
    saving: {
      'the server answers the connection removed': saved(companyWithoutConnection),
      'the server answers the new server domain': saved(withNewDomain),
      'the server refuses the values': { to: 'failed', context: { failure: { status: 400, message: 'Some of the values you entered are not valid.' } } },
    },
    saved: {
      'the user sets SSO type None': change('ssoType', 'none', 'editing'),
      'the user types the server domain "not a domain"': change('serverDomain', 'not a domain', 'editing'),
      'the user types the server domain " SSO.Riverbend.NSW.gov.au"': change('serverDomain', NEW_DOMAIN, 'editing'),
      [SUBMIT]: submit,
    },
    failed: {
      'the user sets SSO type None': change('ssoType', 'none', 'editing'),
      'the user types the server domain "not a domain"': change('serverDomain', 'not a domain', 'editing'),
      'the user types the server domain " SSO.Riverbend.NSW.gov.au"': change('serverDomain', NEW_DOMAIN, 'editing'),
      'the user resets the form': reset('editing'),
      [SUBMIT]: submit,
    },
  },
});
