import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { memberListSchema, memberSchema } from '../../src/api/schemas/member.schema';
import { portfolioPageSchema } from '../../src/api/schemas/portfolio.schema';
import { createUser, errorPaths, eventsOf, makePortfolio, UNKNOWN_UUID, userId, ZERO_UUID } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

describe.each(DATABASE_KINDS)('portfolio members on %s', (kind) => {
  const api = useTestServer(kind);

  const members = async (portfolioId: string, email = 'admin@horizon.test') =>
    memberListSchema.parse((await api.call(email, 'GET', `/portfolios/${portfolioId}/members`)).body);

  describe('GET /portfolios/{pfId}/members', () => {
    it('lists active members, Admins first, then pending invitations, to every member', async () => {
      const fixture = await makePortfolio(api.server, { invitations: { 'pending@horizon.test': 'Editor' } });
      const list = await members(fixture.id, 'viewer@horizon.test');
      expect(list.map((m) => [m.email, m.status, m.permission])).toEqual([
        ['admin@horizon.test', 'active', 'Admin'],
        ['owner@horizon.test', 'active', 'Admin'],
        ['editor@horizon.test', 'active', 'Editor'],
        ['viewer@horizon.test', 'active', 'Viewer'],
        ['pending@horizon.test', 'pending', 'Editor'],
      ]);
      expect(list.find((m) => m.email === 'owner@horizon.test')).toMatchObject({ is_owner: true, last_sent_at: null });
      expect(list.find((m) => m.status === 'pending')).toMatchObject({ id: fixture.invitationIds[0], user: null, is_owner: false });
      expect((await api.call('outsider@horizon.test', 'GET', `/portfolios/${fixture.id}/members`)).status).toBe(404);
    });
  });

  describe('POST /portfolios/{pfId}/members', () => {
    it('adds a person who has an account straight away and logs it', async () => {
      const fixture = await makePortfolio(api.server);
      const response = await api.call('admin@horizon.test', 'POST', `/portfolios/${fixture.id}/members`, {
        email: ' Priya.Sharma@horizon.test ',
        permission: 'Editor',
        allow_inviting: true,
      });
      expect(response.status).toBe(201);
      expect(memberSchema.parse(response.body)).toMatchObject({
        id: await userId(api.server, 'priya.sharma@horizon.test'),
        status: 'active',
        email: 'priya.sharma@horizon.test',
        permission: 'Editor',
        allow_inviting: true,
      });
      const [event] = await eventsOf(api.server, fixture.id);
      expect(event).toMatchObject({ action: 'member.added', subject_name: 'priya.sharma@horizon.test', details: { permission: 'Editor' } });
    });

    it('keeps an invitation to an email without an account as pending', async () => {
      const fixture = await makePortfolio(api.server);
      const response = await api.call('admin@horizon.test', 'POST', `/portfolios/${fixture.id}/members`, { email: 'nobody.yet@horizon.test', permission: 'Viewer' });
      expect(response.status).toBe(201);
      expect(memberSchema.parse(response.body)).toMatchObject({ status: 'pending', user: null, allow_inviting: false, permission: 'Viewer' });
      expect(response.body.last_sent_at).not.toBeNull();
      expect((await eventsOf(api.server, fixture.id))[0]).toMatchObject({ action: 'member.invited', subject_type: 'invitation' });
    });

    it("answers 409 'Member already exists.' for a member or a pending invitation, in any letter case, and logs nothing", async () => {
      const fixture = await makePortfolio(api.server, { invitations: { 'pending@horizon.test': 'Editor' } });
      for (const email of ['viewer@horizon.test', 'VIEWER@horizon.test', 'Pending@Horizon.test']) {
        const response = await api.call('admin@horizon.test', 'POST', `/portfolios/${fixture.id}/members`, { email, permission: 'Viewer' });
        expect(response.status).toBe(409);
        expect(response.body).toMatchObject({ code: 409, message: 'Member already exists.' });
      }
      expect(await eventsOf(api.server, fixture.id)).toEqual([]);
    });

    it.each([
      [{ email: 'not-an-email', permission: 'Viewer' }, 'body.email'],
      [{ email: 'a@b.co', permission: 'Owner' }, 'body.permission'],
      [{ permission: 'Viewer' }, 'body.email'],
      [{ email: `${'x'.repeat(250)}@b.co`, permission: 'Viewer' }, 'body.email'],
    ])('rejects %j with a 400', async (body, path) => {
      const fixture = await makePortfolio(api.server);
      const response = await api.call('admin@horizon.test', 'POST', `/portfolios/${fixture.id}/members`, body);
      expect(response.status).toBe(400);
      expect(errorPaths(response)).toContain(path);
    });

    it('lets a member with allow_inviting invite at most their own permission, without the invite right', async () => {
      const fixture = await makePortfolio(api.server, {
        members: { 'owner@horizon.test': ['Admin', true], 'editor@horizon.test': ['Editor', true], 'viewer@horizon.test': ['Viewer', false] },
      });
      const invite = (email: string, body: object) => api.call(email, 'POST', `/portfolios/${fixture.id}/members`, body);
      expect((await invite('editor@horizon.test', { email: 'e1@horizon.test', permission: 'Editor' })).status).toBe(201);
      expect((await invite('editor@horizon.test', { email: 'v1@horizon.test', permission: 'Viewer' })).status).toBe(201);
      const above = await invite('editor@horizon.test', { email: 'a1@horizon.test', permission: 'Admin' });
      expect(above.status).toBe(403);
      expect(above.body.message).toBe('You can only invite people with your own permission or lower.');
      expect((await invite('editor@horizon.test', { email: 'e2@horizon.test', permission: 'Viewer', allow_inviting: true })).status).toBe(403);
      expect((await invite('viewer@horizon.test', { email: 'v2@horizon.test', permission: 'Viewer' })).status).toBe(403);
      expect((await invite('outsider@horizon.test', { email: 'v3@horizon.test', permission: 'Viewer' })).status).toBe(404);
    });

    it('turns invitations into memberships on the first API call of the person once they have an account', async () => {
      const first = await makePortfolio(api.server);
      const second = await makePortfolio(api.server);
      for (const [fixture, permission] of [
        [first, 'Editor'],
        [second, 'Viewer'],
      ] as const) {
        const response = await api.call('admin@horizon.test', 'POST', `/portfolios/${fixture.id}/members`, { email: 'Newcomer@horizon.test', permission });
        expect(response.body.status).toBe('pending');
      }
      const newcomerId = await createUser(api.server, 'newcomer@horizon.test');

      const page = portfolioPageSchema.parse((await api.call('newcomer@horizon.test', 'GET', '/portfolios')).body);
      expect(page.contents.map((p) => [p.id, p.permission]).sort()).toEqual(
        [
          [first.id, 'Editor'],
          [second.id, 'Viewer'],
        ].sort(),
      );
      const list = await members(first.id);
      expect(list.find((m) => m.email === 'newcomer@horizon.test')).toMatchObject({ id: newcomerId, status: 'active', permission: 'Editor' });
      expect(list.filter((m) => m.status === 'pending')).toEqual([]);
      expect((await eventsOf(api.server, second.id))[0]).toMatchObject({ action: 'member.invitation_accepted', actor_id: newcomerId });
      const row = await api.server.db.selectFrom('users').select('first_seen_at').where('id', '=', newcomerId).executeTakeFirstOrThrow();
      expect(row.first_seen_at).not.toBeNull();
    });
  });

  describe('PUT /portfolios/{pfId}/members/{memberId}', () => {
    it('changes the permission and invite right of a member or of an invitation, and logs the change', async () => {
      const fixture = await makePortfolio(api.server, { invitations: { 'pending@horizon.test': 'Viewer' } });
      const viewerId = await userId(api.server, 'viewer@horizon.test');
      const response = await api.call('admin@horizon.test', 'PUT', `/portfolios/${fixture.id}/members/${viewerId}`, { permission: 'Editor' });
      expect(response.status).toBe(200);
      expect(memberSchema.parse(response.body)).toMatchObject({ id: viewerId, permission: 'Editor', allow_inviting: false });
      expect((await eventsOf(api.server, fixture.id))[0]).toMatchObject({
        action: 'member.updated',
        subject_id: viewerId,
        details: { permission: { from: 'Viewer', to: 'Editor' } },
      });
      const invitation = await api.call('admin@horizon.test', 'PUT', `/portfolios/${fixture.id}/members/${fixture.invitationIds[0]}`, {
        allow_inviting: true,
      });
      expect(invitation.body).toMatchObject({ status: 'pending', permission: 'Viewer', allow_inviting: true });
    });

    it('never leaves a portfolio without an Admin', async () => {
      const fixture = await makePortfolio(api.server);
      const ownerId = await userId(api.server, 'owner@horizon.test');
      const adminId = await userId(api.server, 'admin@horizon.test');
      expect((await api.call('owner@horizon.test', 'PUT', `/portfolios/${fixture.id}/members/${adminId}`, { permission: 'Viewer' })).status).toBe(200);
      const demote = await api.call('owner@horizon.test', 'PUT', `/portfolios/${fixture.id}/members/${ownerId}`, { permission: 'Editor' });
      expect(demote.status).toBe(409);
      expect(demote.body).toMatchObject({ code: 409, message: 'A Portfolio needs at least one Admin. Make another member an Admin first.' });
      expect((await api.call('owner@horizon.test', 'DELETE', `/portfolios/${fixture.id}/members/${ownerId}`)).status).toBe(409);
      expect((await api.call('owner@horizon.test', 'PUT', `/portfolios/${fixture.id}/members/${ownerId}`, { allow_inviting: false })).status).toBe(200);
    });

    it('lets only one of two Admins demoting each other at once succeed: the other is no longer an Admin', async () => {
      const fixture = await makePortfolio(api.server);
      const ownerId = await userId(api.server, 'owner@horizon.test');
      const adminId = await userId(api.server, 'admin@horizon.test');
      const statuses = await Promise.all([
        api.call('owner@horizon.test', 'PUT', `/portfolios/${fixture.id}/members/${adminId}`, { permission: 'Editor' }),
        api.call('admin@horizon.test', 'PUT', `/portfolios/${fixture.id}/members/${ownerId}`, { permission: 'Editor' }),
      ]);
      expect(statuses.map((r) => r.status).sort()).toEqual([200, 403]);
      expect((await members(fixture.id, 'viewer@horizon.test')).filter((m) => m.permission === 'Admin')).toHaveLength(1);
    });

    it('answers 400 for an empty change or bad ids, 404 for an unknown member, 403 to non-Admins', async () => {
      const fixture = await makePortfolio(api.server);
      const viewerId = await userId(api.server, 'viewer@horizon.test');
      const path = `/portfolios/${fixture.id}/members`;
      expect((await api.call('admin@horizon.test', 'PUT', `${path}/${viewerId}`, {})).status).toBe(400);
      expect((await api.call('admin@horizon.test', 'PUT', `${path}/${viewerId}`, { permission: 'Owner' })).status).toBe(400);
      const zero = await api.call('admin@horizon.test', 'PUT', `${path}/${ZERO_UUID}`, { permission: 'Viewer' });
      expect(errorPaths(zero)).toContain('params.memberId');
      expect((await api.call('admin@horizon.test', 'PUT', `${path}/${UNKNOWN_UUID}`, { permission: 'Viewer' })).status).toBe(404);
      expect((await api.call('editor@horizon.test', 'PUT', `${path}/${viewerId}`, { permission: 'Editor' })).status).toBe(403);
    });
  });

  describe('DELETE /portfolios/{pfId}/members/{memberId}', () => {
    it('removes a member or withdraws an invitation, for Admins only', async () => {
      const fixture = await makePortfolio(api.server, { invitations: { 'pending@horizon.test': 'Viewer' } });
      const viewerId = await userId(api.server, 'viewer@horizon.test');
      expect((await api.call('editor@horizon.test', 'DELETE', `/portfolios/${fixture.id}/members/${viewerId}`)).status).toBe(403);
      expect((await api.call('admin@horizon.test', 'DELETE', `/portfolios/${fixture.id}/members/${viewerId}`)).status).toBe(204);
      expect((await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}`)).status).toBe(404);
      expect((await api.call('admin@horizon.test', 'DELETE', `/portfolios/${fixture.id}/members/${fixture.invitationIds[0]}`)).status).toBe(204);
      expect((await members(fixture.id)).map((m) => m.email)).toEqual(['admin@horizon.test', 'owner@horizon.test', 'editor@horizon.test']);
      expect((await eventsOf(api.server, fixture.id)).map((e) => e.action)).toEqual(['member.removed', 'member.removed']);
      expect((await api.call('admin@horizon.test', 'DELETE', `/portfolios/${fixture.id}/members/${viewerId}`)).status).toBe(404);
    });
  });

  describe('POST /portfolios/{pfId}/members/{memberId}/resend', () => {
    it('sends a pending invitation again and records when', async () => {
      const fixture = await makePortfolio(api.server, { invitations: { 'pending@horizon.test': 'Viewer' } });
      const [invitationId] = fixture.invitationIds;
      await api.server.db.updateTable('portfolio_invitations').set({ last_sent_at: new Date('2024-01-01T00:00:00Z') }).where('id', '=', invitationId!).execute();
      const response = await api.call('admin@horizon.test', 'POST', `/portfolios/${fixture.id}/members/${invitationId}/resend`);
      expect(response.status).toBe(200);
      expect(Date.parse(memberSchema.parse(response.body).last_sent_at!)).toBeGreaterThan(Date.parse('2024-01-02T00:00:00Z'));
      expect((await eventsOf(api.server, fixture.id))[0]).toMatchObject({ action: 'member.invitation_resent', subject_id: invitationId });
    });

    it('answers 409 for an active member and 403 to those who may not invite', async () => {
      const fixture = await makePortfolio(api.server, { invitations: { 'pending@horizon.test': 'Viewer' } });
      const viewerId = await userId(api.server, 'viewer@horizon.test');
      const active = await api.call('admin@horizon.test', 'POST', `/portfolios/${fixture.id}/members/${viewerId}/resend`);
      expect(active.status).toBe(409);
      expect(active.body.message).toBe('This invitation has already been accepted.');
      expect((await api.call('editor@horizon.test', 'POST', `/portfolios/${fixture.id}/members/${fixture.invitationIds[0]}/resend`)).status).toBe(403);
    });
  });
});
