import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, freePort } from '../support/testServer';
import { ticketPageSchema, ticketSchema } from '../../src/api/schemas/ticket.schema';
import { createUser, errorPaths, userId } from './helpers/api';
import { startSmtpInbox } from './helpers/smtpInbox';
import { useTestServer } from './helpers/useTestServer';

const SUPPORT_EMAIL = 'desk@support.test';
const SUPPORT_INFO = { location: 'http://localhost/portfolios?q=roads', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' };
const ticket = (fields: Record<string, unknown> = {}) => ({
  summary: 'The funding chart is empty',
  description: 'Budget Scenarios 2027/28 shows no bars on the funding analysis tab since this morning.',
  type: 'minor_problem',
  support_info: SUPPORT_INFO,
  ...fields,
});

/** SPEC 5 "Maximum text lengths": ticket summary 200, description 500. */
const SUMMARY_MAX = 200;
const DESCRIPTION_MAX = 500;

const inbox = await startSmtpInbox();
const UNUSED_PORT = await freePort();
afterAll(() => inbox.close());

describe.each(DATABASE_KINDS)('support tickets on %s', (kind) => {
  const api = useTestServer(kind, { SMTP_URL: inbox.url, SUPPORT_EMAIL, MAIL_FROM: 'Horizon <no-reply@horizon.test>' });

  it('stores a ticket, answers 201 with it, and e-mails it to the support desk', async () => {
    const response = await api.call('viewer@horizon.test', 'POST', '/profile/tickets', ticket());
    expect(response.status).toBe(201);
    const created = ticketSchema.parse(response.body);
    expect(created).toMatchObject({ ...ticket(), status: 'open' });

    const stored = await api.server.db.selectFrom('support_tickets').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: await userId(api.server, 'viewer@horizon.test'),
      summary: 'The funding chart is empty',
      type: 'minor_problem',
      support_location: SUPPORT_INFO.location,
      support_user_agent: SUPPORT_INFO.user_agent,
    });

    const mail = await inbox.next();
    expect(mail.to).toEqual([SUPPORT_EMAIL]);
    expect(mail.from).toContain('no-reply@horizon.test');
    expect(mail.replyTo).toContain('viewer@horizon.test');
    // SPEC 9's label of minor_problem, and the summary.
    expect(mail.subject).toContain('Minor Problem');
    expect(mail.subject).toContain('The funding chart is empty');
    expect(mail.text).toContain('Budget Scenarios 2027/28 shows no bars on the funding analysis tab since this morning.');
    expect(mail.text).toContain('Vikram Patel <viewer@horizon.test>');
    expect(mail.text).toContain(SUPPORT_INFO.location);
    expect(mail.text).toContain(SUPPORT_INFO.user_agent);
  });

  it.each([
    ['question', 'Question'],
    ['suggestion', 'Suggestion'],
    ['major_problem', 'Major Problem (No Workaround)'],
    ['outage', 'Significant outage / Business down'],
  ])('accepts the type %s and names it "%s" to the desk', async (type, label) => {
    const response = await api.call('editor@horizon.test', 'POST', '/profile/tickets', ticket({ type }));
    expect(response.status).toBe(201);
    expect((await inbox.next()).subject).toContain(label);
  });

  it(`accepts a summary of ${SUMMARY_MAX} characters and a description of ${DESCRIPTION_MAX}`, async () => {
    const response = await api.call('admin@horizon.test', 'POST', '/profile/tickets', ticket({ summary: 's'.repeat(SUMMARY_MAX), description: 'd'.repeat(DESCRIPTION_MAX) }));
    expect(response.status).toBe(201);
    expect(response.body.summary).toHaveLength(SUMMARY_MAX);
    expect(response.body.description).toHaveLength(DESCRIPTION_MAX);
    await inbox.next();
  });

  it.each([
    ['a summary one character too long', { summary: 's'.repeat(SUMMARY_MAX + 1) }, 'body.summary'],
    ['a description one character too long', { description: 'd'.repeat(DESCRIPTION_MAX + 1) }, 'body.description'],
    ['an empty summary', { summary: '   ' }, 'body.summary'],
    ['an empty description', { description: '' }, 'body.description'],
    ['a type SPEC 9 does not name', { type: 'complaint' }, 'body.type'],
    ['no support info', { support_info: undefined }, 'body.support_info'],
  ])('refuses %s with 400 on that field, storing nothing', async (_, fields, path) => {
    const before = await api.server.db.selectFrom('support_tickets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await api.call('admin@horizon.test', 'POST', '/profile/tickets', ticket(fields));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 400, message: expect.any(String) });
    expect(errorPaths(response)).toContain(path);
    const after = await api.server.db.selectFrom('support_tickets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers 204 with the help centre tickets page as the Location', async () => {
    const response = await api.call('viewer@horizon.test', 'GET', '/profile/tickets');
    expect(response.status).toBe(204);
    expect(response.headers.get('location')).toBe(`${api.server.baseUrl}/help/tickets`);
  });

  it('lists only the caller’s own tickets, newest first, a page at a time', async () => {
    const email = `tickets.${kind}@horizon.test`;
    await createUser(api.server, email);
    for (const summary of ['First', 'Second', 'Third']) {
      expect((await api.call(email, 'POST', '/profile/tickets', ticket({ summary }))).status).toBe(201);
      await inbox.next();
    }
    const page = ticketPageSchema.parse((await api.call(email, 'GET', '/profile/tickets/list?page_size=2')).body);
    expect(page.contents.map((t) => t.summary)).toEqual(['Third', 'Second']);
    expect(page).toMatchObject({ current_page: 1, page_size: 2, total_count: 3, total_pages: 2 });
    const second = ticketPageSchema.parse((await api.call(email, 'GET', '/profile/tickets/list?page=2&page_size=2')).body);
    expect(second.contents.map((t) => t.summary)).toEqual(['First']);

    const others = ticketPageSchema.parse((await api.call('outsider@horizon.test', 'GET', '/profile/tickets/list')).body);
    expect(others.contents.map((t) => t.summary)).not.toContain('Third');
    expect(others.total_count).toBe(0);
  });

  it('slows a flood of tickets from one account with 429, and keeps those stored', async () => {
    const email = `flood.${kind}@horizon.test`;
    await createUser(api.server, email);
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      statuses.push((await api.call(email, 'POST', '/profile/tickets', ticket({ summary: `Report ${n}` }))).status);
    }
    for (let n = 0; n < 10; n += 1) await inbox.next();
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const list = await api.call(email, 'GET', '/profile/tickets/list');
    expect(list.body.total_count).toBe(10);
  });

  it('refuses callers without a token', async () => {
    expect((await api.call(null, 'POST', '/profile/tickets', ticket())).status).toBe(401);
    expect((await api.call(null, 'GET', '/profile/tickets')).status).toBe(401);
    expect((await api.call(null, 'GET', '/profile/tickets/list')).status).toBe(401);
  });
});

describe.each(DATABASE_KINDS)('support tickets with TICKETS_URL and no reachable mail server on %s', (kind) => {
  const TICKETS_URL = 'https://support.example.org/my-tickets';
  // A port nothing listens on: every connection to the mail server is refused.
  const api = useTestServer(kind, { TICKETS_URL, SMTP_URL: `smtp://127.0.0.1:${UNUSED_PORT}` });

  it('sends My Support Tickets to TICKETS_URL', async () => {
    const response = await api.call('viewer@horizon.test', 'GET', '/profile/tickets');
    expect(response.status).toBe(204);
    expect(response.headers.get('location')).toBe(TICKETS_URL);
  });

  it('keeps the ticket when the mail server cannot be reached', async () => {
    const response = await api.call('viewer@horizon.test', 'POST', '/profile/tickets', ticket({ summary: 'Mail server down' }));
    expect(response.status).toBe(201);
    const stored = await api.server.db.selectFrom('support_tickets').select('summary').where('id', '=', response.body.id).executeTakeFirst();
    expect(stored?.summary).toBe('Mail server down');
  });
});
