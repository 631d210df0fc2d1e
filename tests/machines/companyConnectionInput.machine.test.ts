import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCompanyConnection } from './harness/companyConnection.harness';
import { settle } from './support/controllable';
import { companyWithConnection, companyWithoutConnection } from './support/portfolioFixtures';

describe('company connection machine: the day and the field checks come with its input and events', () => {
  afterEach(() => vi.useRealTimers());

  it('an unset expiry reads, and is saved, as the day of its input, whatever the clock says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-01T12:00:00Z'));
    const { actor, fetchConnection, saveConnection } = startCompanyConnection({ today: new Date('2025-03-14T09:30:00Z') });
    fetchConnection.resolve(companyWithoutConnection);
    await settle();
    expect(actor.getSnapshot().context.draft?.secretExpiryDate).toBe('2025-03-14T00:00:00Z');
    actor.send({ type: 'field.change', field: 'ssoType', value: 'okta' });
    actor.send({ type: 'field.change', field: 'clientId', value: 'client-1' });
    actor.send({ type: 'field.change', field: 'clientSecret', value: 'secret-1' });
    actor.send({ type: 'field.change', field: 'emailDomains', value: ['riverbend.example'] });
    actor.send({ type: 'field.change', field: 'serverDomain', value: 'login.riverbend.example' });
    actor.send({ type: 'form.submit' });
    expect(saveConnection.lastInput?.update.connection?.secret_expiry_date).toBe('2025-03-14T00:00:00Z');
  });

  it('lists the filled-in fields the API would refuse as they change, and none after Reset', async () => {
    const { actor, fetchConnection } = startCompanyConnection();
    fetchConnection.resolve(companyWithConnection);
    await settle();
    expect(actor.getSnapshot().context.invalidFields).toEqual([]);
    actor.send({ type: 'field.change', field: 'serverDomain', value: 'not a domain' });
    expect(actor.getSnapshot().context.invalidFields).toEqual(['serverDomain']);
    actor.send({ type: 'field.change', field: 'clientId', value: '' });
    expect(actor.getSnapshot().context.invalidFields).toEqual(['serverDomain']);
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.invalidFields).toEqual([]);
  });
});
