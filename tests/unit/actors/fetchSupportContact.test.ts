import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { fetchSupportContactActor } from '../../../src/api/actors/support/fetchSupportContact.actor';
import type { ApiClient } from '../../../src/api/client';

/** An API client whose every request answers `answer`, parsed by the schema the caller gives. */
const answering = (answer: unknown): ApiClient => ({
  request: async (_path, schema) => schema.parse(answer),
  location: async () => '',
});

const desk = {
  organisation: 'Horizon Asset Planning Pty Ltd',
  phone_number: '+61 2 5550 1234',
  email: 'support@horizon.test',
  support_hours: 'Monday-Friday 9am-5pm AEST',
  support_url: 'http://localhost/help',
};

const run = (api: ApiClient, log: (message: string, details: unknown) => void) => toPromise(createActor(fetchSupportContactActor(api, log)).start());

/** SPEC 5: the support-contact response is checked against its expected shape; a mismatch is logged and the response still used. */
describe('the segment support answer', () => {
  it('is used as it is when it has the expected shape, with nothing logged', async () => {
    const log = vi.fn();
    expect(await run(answering(desk), log)).toEqual(desk);
    expect(log).not.toHaveBeenCalled();
  });

  it('is logged when its shape differs, and its texts are still used', async () => {
    const log = vi.fn();
    const odd = { organisation: desk.organisation, email: desk.email, support_hours: desk.support_hours, phone_number: 1800555014, extra: true };
    const contact = await run(answering(odd), log);
    expect(contact).toEqual({ organisation: desk.organisation, email: desk.email, support_hours: desk.support_hours });
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]![0]).toMatch(/segment support/i);
  });
});
