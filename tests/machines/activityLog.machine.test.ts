import { describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE } from '../../src/machines/activityLog.machine';
import { startActivityLog } from './harness/activityLog.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { eventPage, portfolioDetail } from './support/portfolioFixtures';

describe('activity log machine', () => {
  it('loads the first page, then the page asked for', async () => {
    const { actor, fetchEvents } = startActivityLog();
    expect(fetchEvents.lastInput).toEqual({ portfolioId: portfolioDetail.id, page: 1, pageSize: ACTIVITY_PAGE_SIZE });
    fetchEvents.resolve(eventPage);
    await settle();
    expect(actor.getSnapshot().context.result).toEqual(eventPage);
    actor.send({ type: 'page.change', page: 3 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetchEvents.lastInput?.page).toBe(3);
  });

  it('fails with retry', async () => {
    const { actor, fetchEvents } = startActivityLog();
    fetchEvents.reject(apiError(500));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'log.retry' });
    fetchEvents.resolve(eventPage);
    await settle();
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
