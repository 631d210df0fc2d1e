import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { createSignInThrottle } from '../../../server/identity/signInThrottle';

/** Issue 11: exponential back-off per account, shared through the database, on a clock of the test's own. */
describe('the sign-in back-off', () => {
  let db: Db;
  let now = new Date('2026-01-01T00:00:00Z');
  const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(db);
  });
  afterAll(() => db?.destroy());

  it('doubles the wait with every failure after the free ones, up to a quarter of an hour', async () => {
    const throttle = createSignInThrottle(db, () => now);
    // Each failure comes from an address of its own, so that only the account counts.
    const attempt = (n: number) => ({ email: 'Someone@Example.org', address: `192.0.2.${n}` });
    const waits: number[] = [];
    for (let n = 1; n <= 16; n += 1) {
      await throttle.failed(attempt(n));
      const wait = await throttle.secondsToWait(attempt(n + 100));
      waits.push(wait);
      advance(wait);
    }
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    const backOff = waits.slice(5);
    expect(backOff[0]).toBeGreaterThan(0);
    for (let n = 1; n < backOff.length; n += 1) expect(backOff[n]).toBe(Math.min(backOff[n - 1]! * 2, 15 * 60));
    expect(backOff.at(-1)).toBe(15 * 60);
    // Another spelling of the same address is the same account.
    await throttle.failed(attempt(50));
    expect(await throttle.secondsToWait({ email: 'someone@example.org', address: '198.51.100.1' })).toBe(15 * 60);
  });

  it('forgets a streak an hour after its last failure, and is shared by every process', async () => {
    const firstProcess = createSignInThrottle(db, () => now);
    const secondProcess = createSignInThrottle(db, () => now);
    const source = { email: 'other@example.org', address: '203.0.113.7' };
    for (let n = 1; n <= 6; n += 1) await firstProcess.failed(source);
    expect(await secondProcess.secondsToWait(source)).toBeGreaterThan(0);
    advance(60 * 60 + 1);
    await secondProcess.failed(source);
    expect(await firstProcess.secondsToWait(source)).toBe(0);
    // Streaks nobody continued for an hour are gone from the table.
    const keys = (await db.selectFrom('sign_in_attempts').select('key').execute()).map((row) => row.key);
    expect(keys.sort()).toEqual(['account:other@example.org', 'address:203.0.113.7']);
  });
});
