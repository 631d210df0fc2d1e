import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { deleteAttachmentActor } from '../../../src/api/actors/attachments/deleteAttachment.actor';
import { fetchAttachmentsActor } from '../../../src/api/actors/attachments/fetchAttachments.actor';
import { reorderAttachmentsActor } from '../../../src/api/actors/attachments/reorderAttachments.actor';
import { saveAttachmentActor } from '../../../src/api/actors/attachments/saveAttachment.actor';
import { fetchMembersActor } from '../../../src/api/actors/members/fetchMembers.actor';
import { inviteMemberActor } from '../../../src/api/actors/members/inviteMember.actor';
import { removeMemberActor } from '../../../src/api/actors/members/removeMember.actor';
import { resendInvitationActor } from '../../../src/api/actors/members/resendInvitation.actor';
import { updateMemberActor } from '../../../src/api/actors/members/updateMember.actor';
import { createPortfolioActor } from '../../../src/api/actors/portfolios/createPortfolio.actor';
import { deletePortfolioActor } from '../../../src/api/actors/portfolios/deletePortfolio.actor';
import { fetchPortfolioActor } from '../../../src/api/actors/portfolios/fetchPortfolio.actor';
import { fetchPortfolioEventsActor } from '../../../src/api/actors/portfolios/fetchPortfolioEvents.actor';
import { updatePortfolioActor } from '../../../src/api/actors/portfolios/updatePortfolio.actor';
import { uploadPortfolioLogoActor } from '../../../src/api/actors/portfolios/uploadPortfolioLogo.actor';
import { fetchCompanyConnectionActor } from '../../../src/api/actors/profile/fetchCompanyConnection.actor';
import { linkSubscriptionActor } from '../../../src/api/actors/profile/linkSubscription.actor';
import { saveCompanyConnectionActor } from '../../../src/api/actors/profile/saveCompanyConnection.actor';
import { updateProfileActor } from '../../../src/api/actors/profile/updateProfile.actor';
import type { ApiClient } from '../../../src/api/client';

const PF = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const ID = '0d4a7c8e-2f61-4b39-8e5a-6c1f9b2d3e47';
const logo = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });

type Case = [string, (api: ApiClient) => AnyActorLogic, unknown, string, Record<string, unknown>];

const cases: Case[] = [
  ['POST /portfolios', createPortfolioActor, { name: 'Roads', description: '' }, '/portfolios', { method: 'POST', body: { name: 'Roads', description: '' } }],
  ['GET /portfolios/{id}', fetchPortfolioActor, { portfolioId: PF }, `/portfolios/${PF}`, {}],
  ['PUT /portfolios/{id}', updatePortfolioActor, { id: PF, changes: { name: 'R', description: 'D' } }, `/portfolios/${PF}`, { method: 'PUT', body: { name: 'R', description: 'D' } }],
  ['DELETE /portfolios/{id}', deletePortfolioActor, { id: PF, confirmName: 'Roads' }, `/portfolios/${PF}`, { method: 'DELETE', body: { confirm_name: 'Roads' } }],
  ['POST /portfolios/{id}/logo', uploadPortfolioLogoActor, { portfolioId: PF, file: logo }, `/portfolios/${PF}/logo`, { method: 'POST', body: logo }],
  ['GET /portfolios/{id}/events', fetchPortfolioEventsActor, { portfolioId: PF, page: 2, pageSize: 20 }, `/portfolios/${PF}/events`, { query: { page: 2, page_size: 20 } }],
  ['GET members', fetchMembersActor, { portfolioId: PF }, `/portfolios/${PF}/members`, {}],
  ['POST members', inviteMemberActor, { portfolioId: PF, invite: { email: 'a@b.co', permission: 'Viewer', allow_inviting: false } }, `/portfolios/${PF}/members`, { method: 'POST', body: { email: 'a@b.co', permission: 'Viewer', allow_inviting: false } }],
  ['PUT member', updateMemberActor, { portfolioId: PF, memberId: ID, changes: { permission: 'Editor' } }, `/portfolios/${PF}/members/${ID}`, { method: 'PUT', body: { permission: 'Editor' } }],
  ['DELETE member', removeMemberActor, { portfolioId: PF, memberId: ID }, `/portfolios/${PF}/members/${ID}`, { method: 'DELETE' }],
  ['POST resend', resendInvitationActor, { portfolioId: PF, memberId: ID }, `/portfolios/${PF}/members/${ID}/resend`, { method: 'POST' }],
  ['GET attachments', fetchAttachmentsActor, { portfolioId: PF }, `/portfolios/${PF}/attachments`, {}],
  ['POST attachment', saveAttachmentActor, { portfolioId: PF, attachmentId: null, fields: { name: 'A', url: 'https://a.example', description: '' } }, `/portfolios/${PF}/attachments`, { method: 'POST', body: { name: 'A', url: 'https://a.example', description: '' } }],
  ['PUT attachment', saveAttachmentActor, { portfolioId: PF, attachmentId: ID, fields: { name: 'A', url: 'https://a.example', description: '' } }, `/portfolios/${PF}/attachments/${ID}`, { method: 'PUT', body: { name: 'A', url: 'https://a.example', description: '' } }],
  ['DELETE attachment', deleteAttachmentActor, { portfolioId: PF, attachmentId: ID }, `/portfolios/${PF}/attachments/${ID}`, { method: 'DELETE' }],
  ['PUT attachment order', reorderAttachmentsActor, { portfolioId: PF, ids: [ID] }, `/portfolios/${PF}/attachments/order`, { method: 'PUT', body: { ids: [ID] } }],
  ['PUT /profile', updateProfileActor, { locale: 'zh-CN' }, '/profile', { method: 'PUT', body: { locale: 'zh-CN' } }],
  ['POST /profile/subscription', linkSubscriptionActor, { subscriptionId: 'HZN-COR-3190' }, '/profile/subscription', { method: 'POST', body: { subscription_id: 'HZN-COR-3190' } }],
  ['GET company connection', fetchCompanyConnectionActor, undefined, '/profile/company-connection', {}],
  ['PUT company connection', saveCompanyConnectionActor, { companyId: ID, update: { sso_connection: 'none' } }, `/profile/company-connection/${ID}`, { method: 'PUT', body: { sso_connection: 'none' } }],
];

describe('issue 4 actors', () => {
  it.each(cases)('%s', async (_, factory, input, path, options) => {
    const request = vi.fn(() => Promise.resolve('answer'));
    const actor = createActor(factory({ request } as unknown as ApiClient), { input });
    await toPromise(actor.start());
    expect(request).toHaveBeenCalledWith(path, expect.anything(), { ...options, signal: expect.any(AbortSignal) });
  });
});

describe('resending an invitation', () => {
  // Issue 16: the answer says whether the invitation was e-mailed, and the link to pass on when it was not.
  it('keeps how the invitation reached the invitee', async () => {
    const answer = {
      id: ID,
      status: 'pending',
      email: 'sam.taylor@example.org',
      user: null,
      permission: 'Viewer',
      allow_inviting: false,
      is_owner: false,
      created_at: '2024-06-01T00:00:00.000Z',
      last_sent_at: '2024-07-01T00:00:00.000Z',
      invitation: { email: 'unavailable', link: `https://horizon.example/portfolio/${PF}/workspaces` },
    };
    const request = vi.fn((_path: string, schema: { parse: (value: unknown) => unknown }) => Promise.resolve(schema.parse(answer)));
    const actor = createActor(resendInvitationActor({ request } as unknown as ApiClient), { input: { portfolioId: PF, memberId: ID } });
    expect(await toPromise(actor.start())).toEqual(answer);
  });
});
