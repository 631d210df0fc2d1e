import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECRET_MASK, ZERO_DATE } from '../../src/api/schemas/companyConnection.schema';
import { startCompanyConnection } from './harness/companyConnection.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { companyWithConnection, companyWithoutConnection } from './support/portfolioFixtures';

const TODAY = '2025-03-14T00:00:00Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-14T09:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

async function loaded(company = companyWithConnection) {
  const harness = startCompanyConnection();
  harness.fetchConnection.resolve(company);
  await settle();
  return harness;
}

describe('company connection machine', () => {
  it.each([401, 403, 404])('a %i on load ends the session', async (status) => {
    const { actor, fetchConnection, endRefusedSession } = startCompanyConnection();
    fetchConnection.reject(apiError(status));
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(endRefusedSession).toHaveBeenCalledOnce();
  });

  it('another load failure offers a retry', async () => {
    const { actor, fetchConnection, endRefusedSession } = startCompanyConnection();
    fetchConnection.reject(apiError(500));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(endRefusedSession).not.toHaveBeenCalled();
    actor.send({ type: 'connection.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('reads the zero-date expiry as today at midnight UTC', async () => {
    const zero = { ...companyWithConnection, connection: { ...companyWithConnection.connection!, secret_expiry_date: ZERO_DATE } };
    const { actor } = await loaded(zero);
    expect(actor.getSnapshot().context.draft?.secretExpiryDate).toBe(TODAY);
  });

  it('a company without a connection starts from its name, type None and today', async () => {
    const { actor } = await loaded(companyWithoutConnection);
    expect(actor.getSnapshot().context.draft).toEqual({
      ssoType: 'none',
      companyName: companyWithoutConnection.name,
      clientId: '',
      clientSecret: '',
      secretExpiryDate: TODAY,
      emailDomains: [],
      serverDomain: '',
    });
  });

  it('saves the masked secret unchanged, so that the stored one is kept, and sends a zero date as today', async () => {
    const { actor, saveConnection, notifySaved } = await loaded();
    actor.send({ type: 'field.change', field: 'secretExpiryDate', value: ZERO_DATE });
    actor.send({ type: 'form.submit' });
    expect(saveConnection.lastInput).toEqual({
      companyId: companyWithConnection.id,
      update: {
        sso_connection: 'azure_ad',
        connection: { ...companyWithConnection.connection, secret_expiry_date: TODAY },
      },
    });
    expect(saveConnection.lastInput?.update.connection?.client_secret.startsWith(SECRET_MASK)).toBe(true);
    saveConnection.resolve(companyWithConnection);
    await settle();
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    expect(notifySaved).toHaveBeenCalledOnce();
  });

  it('SSO type None saves without the connection, removing it', async () => {
    const { actor, saveConnection } = await loaded();
    actor.send({ type: 'field.change', field: 'ssoType', value: 'none' });
    actor.send({ type: 'form.submit' });
    expect(saveConnection.lastInput?.update).toEqual({ sso_connection: 'none' });
    saveConnection.resolve(companyWithoutConnection);
    await settle();
    expect(actor.getSnapshot().context.company).toEqual(companyWithoutConnection);
    expect(actor.getSnapshot().context.draft?.ssoType).toBe('none');
  });

  it('offers no save until something changed', async () => {
    const { actor, saveConnection } = await loaded();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'clientId', value: 'other' });
    actor.send({ type: 'field.change', field: 'clientId', value: companyWithConnection.connection!.client_id });
    actor.send({ type: 'form.submit' });
    expect(saveConnection.calls).toHaveLength(0);
  });

  it.each([
    ['no client id', { clientId: ' ' }],
    ['no email domain', { emailDomains: [] }],
    ['a bad server domain', { serverDomain: 'not a domain' }],
    ['a bad email domain', { emailDomains: ['riverbend'] }],
  ] as const)('does not save with %s', async (_, changes) => {
    const { actor, saveConnection } = await loaded();
    for (const [field, value] of Object.entries(changes)) actor.send({ type: 'field.change', field: field as 'clientId', value: value as string });
    actor.send({ type: 'form.submit' });
    expect(saveConnection.calls).toHaveLength(0);
  });

  it('a failed save keeps the draft and can be saved again', async () => {
    const { actor, saveConnection } = await loaded();
    actor.send({ type: 'field.change', field: 'clientId', value: 'new-client' });
    actor.send({ type: 'form.submit' });
    saveConnection.reject(apiError(400));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.draft?.clientId).toBe('new-client');
    actor.send({ type: 'form.submit' });
    expect(saveConnection.calls).toHaveLength(2);
  });
});
