import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { invitedMemberSchema } from '../../src/api/schemas/member.schema';
import { createUser, makePortfolio } from './helpers/api';
import { startSmtpInbox } from './helpers/smtpInbox';
import { useTestServer } from './helpers/useTestServer';

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());

describe.each(DATABASE_KINDS)('invitation e-mails on %s', (kind) => {
  const api = useTestServer(kind, { SMTP_URL: inbox.url, MAIL_FROM: 'Horizon <no-reply@horizon.test>' });
  const invite = (portfolioId: string, email: string, permission = 'Editor', as = 'admin@horizon.test') =>
    api.call(as, 'POST', `/portfolios/${portfolioId}/members`, { email, permission });

  it('e-mails someone without an account, in the inviter’s language (en-AU), with the link to the portfolio', async () => {
    const portfolio = await makePortfolio(api.server, { name: `Roads ${kind}` });
    const response = await invite(portfolio.id, `new.planner.${kind}@example.org`);
    expect(response.status).toBe(201);
    const member = invitedMemberSchema.parse(response.body);
    const link = `${api.server.baseUrl}/portfolio/${portfolio.id}/workspaces`;
    expect(member).toMatchObject({ status: 'pending', invitation: { email: 'sent', link } });

    const mail = await inbox.next();
    expect(mail.to).toEqual([`new.planner.${kind}@example.org`]);
    expect(mail.from).toContain('no-reply@horizon.test');
    expect(mail.replyTo).toContain('admin@horizon.test');
    expect(mail.subject).toBe(`Alex Morgan invited you to the portfolio Roads ${kind} on Horizon`);
    expect(mail.text).toContain(`Alex Morgan (admin@horizon.test) invited you to the portfolio "Roads ${kind}" as Editor.`);
    expect(mail.text).toContain(link);
  });

  it('writes in Chinese when the inviter’s profile is zh-CN', async () => {
    const inviter = `zh.inviter.${kind}@horizon.test`;
    await createUser(api.server, inviter);
    expect((await api.call(inviter, 'PUT', '/profile', { locale: 'zh-CN' })).status).toBe(200);
    const portfolio = await makePortfolio(api.server, { name: `Water ${kind}`, members: { 'owner@horizon.test': ['Admin', true], [inviter]: ['Admin', true] } });
    expect((await invite(portfolio.id, `zh.invitee.${kind}@example.org`, 'Viewer', inviter)).status).toBe(201);
    const mail = await inbox.next();
    expect(mail.subject).toBe(`New Person 邀请您加入 Horizon 上的项目组合 Water ${kind}`);
    expect(mail.text).toContain('以查看者身份加入项目组合');
  });

  it('tells an account holder who wants invitation e-mails, in their own language', async () => {
    const invitee = `wants.mail.${kind}@horizon.test`;
    await createUser(api.server, invitee);
    expect((await api.call(invitee, 'PUT', '/profile', { portfolio_notification: true, locale: 'en-US' })).status).toBe(200);
    const portfolio = await makePortfolio(api.server, { name: `Parks ${kind}` });
    const response = await invite(portfolio.id, invitee, 'Viewer');
    expect(response.body).toMatchObject({ status: 'active', invitation: { email: 'sent' } });
    const mail = await inbox.next();
    expect(mail.to).toEqual([invitee]);
    expect(mail.subject).toBe(`Alex Morgan added you to the portfolio Parks ${kind} on Horizon`);
    expect(mail.text).toContain("You're receiving this email because portfolio invitation emails are turned on");
  });

  it('does not e-mail an account holder who turned invitation e-mails off (the default), and says so', async () => {
    const portfolio = await makePortfolio(api.server, { members: { 'owner@horizon.test': ['Admin', true], 'admin@horizon.test': ['Admin', true] } });
    const response = await invite(portfolio.id, 'viewer@horizon.test', 'Viewer');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'active', invitation: { email: 'not_wanted' } });
    // The next message the inbox gets is the resend below, not one for viewer@.
    const resent = await makePortfolio(api.server, { invitations: { [`pending.${kind}@example.org`]: 'Editor' } });
    const again = await api.call('admin@horizon.test', 'POST', `/portfolios/${resent.id}/members/${resent.invitationIds[0]}/resend`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'pending', invitation: { email: 'sent' } });
    const mail = await inbox.next();
    expect(mail.to).toEqual([`pending.${kind}@example.org`]);
    expect(mail.subject).toContain(`invited you to the portfolio ${resent.name}`);
  });
});

describe.each(DATABASE_KINDS)('invitations without SMTP_URL on %s', (kind) => {
  const api = useTestServer(kind);

  it('sends nothing and gives the inviter the link to pass on', async () => {
    const portfolio = await makePortfolio(api.server);
    const response = await api.call('admin@horizon.test', 'POST', `/portfolios/${portfolio.id}/members`, { email: `no.mail.${kind}@example.org`, permission: 'Viewer' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'pending',
      invitation: { email: 'unavailable', link: `${api.server.baseUrl}/portfolio/${portfolio.id}/workspaces` },
    });
    expect(inbox.pending()).toBe(0);
  });

  it('resends nothing either, and gives the inviter the link again', async () => {
    const portfolio = await makePortfolio(api.server, { invitations: { [`resent.${kind}@example.org`]: 'Viewer' } });
    const response = await api.call('admin@horizon.test', 'POST', `/portfolios/${portfolio.id}/members/${portfolio.invitationIds[0]}/resend`);
    expect(response.status).toBe(200);
    expect(invitedMemberSchema.parse(response.body)).toMatchObject({
      status: 'pending',
      email: `resent.${kind}@example.org`,
      invitation: { email: 'unavailable', link: `${api.server.baseUrl}/portfolio/${portfolio.id}/workspaces` },
    });
    expect(inbox.pending()).toBe(0);
  });
});
