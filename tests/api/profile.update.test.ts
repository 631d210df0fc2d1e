import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { profileSchema } from '../../src/api/schemas/profile.schema';
import { subscriptionSchema } from '../../src/api/schemas/subscription.schema';
import { errorPaths } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

describe.each(DATABASE_KINDS)('profile edits and subscription link on %s', (kind) => {
  const api = useTestServer(kind);

  describe('GET and PUT /profile', () => {
    it("starts the organisation from the organisation's name and shows organisation admins their role", async () => {
      const admin = profileSchema.parse((await api.call('admin@horizon.test', 'GET', '/profile')).body);
      expect(admin).toMatchObject({ organisation: 'Riverbend Regional Council', app_metadata: { roles: ['admin'] } });
      const viewer = profileSchema.parse((await api.call('viewer@horizon.test', 'GET', '/profile')).body);
      expect(viewer.app_metadata.roles).toEqual([]);
      const outsider = profileSchema.parse((await api.call('outsider@horizon.test', 'GET', '/profile')).body);
      expect(outsider.organisation).toBe('');
    });

    it('saves every editable field and answers the profile', async () => {
      const current = profileSchema.parse((await api.call('editor@horizon.test', 'GET', '/profile')).body);
      const edit = {
        ...current,
        first_name: 'Erin',
        last_name: 'Walsh-Kent',
        organisation: 'Riverbend Water',
        region: 'Victoria',
        locale: 'en-GB',
        timezone: 'australia/melbourne',
        department: 'Water Services',
        job_title: 'Lead Planner',
        portfolio_notification: true,
        mfa_enabled: true,
        email: 'attacker@example.org',
        segment_name: 'Changed',
        app_metadata: { features: ['wpfac'], roles: ['admin'] },
      };
      const response = await api.call('editor@horizon.test', 'PUT', '/profile', edit);
      expect(response.status).toBe(200);
      const saved = profileSchema.parse(response.body);
      expect(saved).toEqual({
        ...current,
        first_name: 'Erin',
        last_name: 'Walsh-Kent',
        organisation: 'Riverbend Water',
        region: 'Victoria',
        locale: 'en-GB',
        timezone: 'Australia/Melbourne',
        department: 'Water Services',
        job_title: 'Lead Planner',
        portfolio_notification: true,
        mfa_enabled: true,
      });
      expect(profileSchema.parse((await api.call('editor@horizon.test', 'GET', '/profile')).body)).toEqual(saved);
      const event = await api.server.db.selectFrom('activity_events').selectAll().where('action', '=', 'profile.updated').executeTakeFirstOrThrow();
      expect(event.details).toEqual({
        fields: ['last_name', 'organisation', 'region', 'locale', 'timezone', 'department', 'job_title', 'portfolio_notification', 'mfa_enabled'],
      });
    });

    it('changes only the fields given', async () => {
      const response = await api.call('viewer@horizon.test', 'PUT', '/profile', { portfolio_notification: true });
      expect(response.body).toMatchObject({ portfolio_notification: true, first_name: 'Vikram', locale: 'en-AU', timezone: 'Australia/Sydney' });
    });

    it.each([
      [{ locale: 'fr-FR' }, 'body.locale'],
      [{ timezone: 'Mars/Olympus_Mons' }, 'body.timezone'],
      [{ timezone: '+10:00' }, 'body.timezone'],
      [{ organisation: 'O'.repeat(101) }, 'body.organisation'],
      [{ region: 'R'.repeat(101) }, 'body.region'],
      [{ department: 'D'.repeat(101) }, 'body.department'],
      [{ job_title: 'J'.repeat(101) }, 'body.job_title'],
      [{ first_name: 'F'.repeat(101) }, 'body.first_name'],
      [{ last_name: 'L'.repeat(101) }, 'body.last_name'],
      [{ portfolio_notification: 'yes' }, 'body.portfolio_notification'],
      [{ mfa_enabled: 1 }, 'body.mfa_enabled'],
    ])('rejects %j with a 400 naming the field', async (body, path) => {
      const response = await api.call('viewer@horizon.test', 'PUT', '/profile', body);
      expect(response.status).toBe(400);
      expect(errorPaths(response)).toContain(path);
    });

    it('accepts 100 characters and answers 401 without a token', async () => {
      expect((await api.call('viewer@horizon.test', 'PUT', '/profile', { organisation: 'O'.repeat(100) })).status).toBe(200);
      expect((await api.call(null, 'PUT', '/profile', { organisation: 'x' })).status).toBe(401);
    });
  });

  describe('POST /profile/subscription', () => {
    it("links a valid subscription of the user's organisation by its code", async () => {
      expect((await api.call('viewer@horizon.test', 'GET', '/profile/subscription')).status).toBe(404);
      const response = await api.call('viewer@horizon.test', 'POST', '/profile/subscription', { subscription_id: ' hzn-cor-3190 ' });
      expect(response.status).toBe(200);
      expect(subscriptionSchema.parse(response.body)).toMatchObject({ subscription_id: 'HZN-COR-3190', plan: 'Core', status: 'active' });
      const fetched = await api.call('viewer@horizon.test', 'GET', '/profile/subscription');
      expect(fetched.body).toEqual(response.body);
      const event = await api.server.db.selectFrom('activity_events').selectAll().where('action', '=', 'subscription.linked').executeTakeFirstOrThrow();
      expect(event).toMatchObject({ subject_name: 'HZN-COR-3190', portfolio_id: null });
    });

    it("answers 400 'Invalid Subscription.' for a subscription that is not valid, and keeps the link as it was", async () => {
      const response = await api.call('admin@horizon.test', 'POST', '/profile/subscription', { subscription_id: 'HZN-ESS-5599' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 400, message: 'Invalid Subscription.' });
      expect((await api.call('admin@horizon.test', 'GET', '/profile/subscription')).body.subscription_id).toBe('HZN-COR-3107');
    });

    it("answers 404 for an unknown code and for another organisation's code", async () => {
      expect((await api.call('admin@horizon.test', 'POST', '/profile/subscription', { subscription_id: 'HZN-XXX-0000' })).status).toBe(404);
      expect((await api.call('outsider@horizon.test', 'POST', '/profile/subscription', { subscription_id: 'HZN-COR-3190' })).status).toBe(404);
    });

    it.each([[{}], [{ subscription_id: '' }], [{ subscription_id: 'X'.repeat(101) }]])('rejects %j with a 400', async (body) => {
      const response = await api.call('admin@horizon.test', 'POST', '/profile/subscription', body);
      expect(response.status).toBe(400);
      expect(errorPaths(response)).toContain('body.subscription_id');
    });
  });
});
