import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import { startMaintenance } from './harness/maintenance.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const maintenanceAnswer = (message: string, statusPageUrl?: string) =>
  new ApiError(503, { code: 503, message, ...(statusPageUrl ? { status_page_url: statusPageUrl } : {}) });

describe('maintenance machine', () => {
  it('is off by default and checks nothing', () => {
    const { actor, checkHealth } = startMaintenance();
    vi.advanceTimersByTime(120_000);
    expect(actor.getSnapshot().hasTag('active')).toBe(false);
    expect(checkHealth.calls).toHaveLength(0);
  });

  it('turns on with the message and status page, the default message when none is given', () => {
    const { actor } = startMaintenance();
    actor.send({ type: 'maintenance.begin', message: 'Back at 10 pm.', statusPageUrl: 'https://status.horizon.test' });
    expect(actor.getSnapshot().hasTag('active')).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ message: 'Back at 10 pm.', statusPageUrl: 'https://status.horizon.test' });
    actor.send({ type: 'maintenance.begin' });
    expect(actor.getSnapshot().context.notice).toEqual({ message: null, statusPageUrl: null });
  });

  it('checks the health every interval from its input, not before', async () => {
    const { actor, checkHealth } = startMaintenance({ healthCheckIntervalMs: 2_000 });
    actor.send({ type: 'maintenance.begin' });
    vi.advanceTimersByTime(1_999);
    expect(checkHealth.calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(checkHealth.calls).toHaveLength(1);
    checkHealth.reject(maintenanceAnswer('Still upgrading.'));
    await settle();
    vi.advanceTimersByTime(2_000);
    expect(checkHealth.calls).toHaveLength(2);
  });

  it('a 503 keeps it on with the newest notice', async () => {
    const { actor, checkHealth } = startMaintenance();
    actor.send({ type: 'maintenance.begin', message: 'Back at 10 pm.' });
    vi.advanceTimersByTime(30_000);
    checkHealth.reject(maintenanceAnswer('Back at 11 pm.', 'https://status.horizon.test'));
    await settle();
    expect(actor.getSnapshot().hasTag('active')).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ message: 'Back at 11 pm.', statusPageUrl: 'https://status.horizon.test' });
  });

  it('a default 503 answer, named by its key, shows the default text in the user language', async () => {
    const { actor, checkHealth } = startMaintenance();
    actor.send({ type: 'maintenance.begin', message: 'Back at 10 pm.' });
    vi.advanceTimersByTime(30_000);
    checkHealth.reject(new ApiError(503, { code: 503, message: 'The service is currently down for maintenance.', key: 'errors.maintenance' }));
    await settle();
    expect(actor.getSnapshot().context.notice).toEqual({ message: null, statusPageUrl: null });
  });

  it.each([
    ['succeeds', (check: ReturnType<typeof startMaintenance>['checkHealth']) => check.resolve({ status: 'ok', version: '6.6.1' })],
    ['fails with another code', (check: ReturnType<typeof startMaintenance>['checkHealth']) => check.reject(apiError(500))],
  ])('stops polling and resets when the check %s', async (_, settleCheck) => {
    const { actor, checkHealth } = startMaintenance();
    actor.send({ type: 'maintenance.begin', message: 'Back at 10 pm.' });
    vi.advanceTimersByTime(30_000);
    settleCheck(checkHealth);
    await settle();
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.notice).toBeNull();
    vi.advanceTimersByTime(120_000);
    expect(checkHealth.calls).toHaveLength(1);
  });

  it('keeps polling when a check gets no answer at all', async () => {
    const { actor, checkHealth } = startMaintenance();
    actor.send({ type: 'maintenance.begin' });
    vi.advanceTimersByTime(30_000);
    checkHealth.reject(apiError(0, 'Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().hasTag('active')).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(checkHealth.calls).toHaveLength(2);
  });

  it('a reset while a check is under way drops it', async () => {
    const { actor, checkHealth } = startMaintenance();
    actor.send({ type: 'maintenance.begin' });
    vi.advanceTimersByTime(30_000);
    actor.send({ type: 'maintenance.reset' });
    await settle();
    expect(checkHealth.calls[0]?.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('off');
  });

  it('a new 503 during maintenance updates the notice without restarting the interval', () => {
    const { actor, checkHealth } = startMaintenance();
    actor.send({ type: 'maintenance.begin' });
    vi.advanceTimersByTime(20_000);
    actor.send({ type: 'maintenance.begin', message: 'Back soon.' });
    vi.advanceTimersByTime(10_000);
    expect(checkHealth.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.notice?.message).toBe('Back soon.');
  });
});
