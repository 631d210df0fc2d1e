import type { Db } from '../db/database';
import { blockedUntil, blockUntil, forgetFailures, forgetStaleFailures, recordFailure } from '../repositories/signInAttemptQueries';

/**
 * Per account a few typing mistakes are free; per client address more, since many people may
 * share one (an office behind NAT). Beyond that every failure doubles the wait.
 */
const ACCOUNT_FREE_FAILURES = 5;
const ADDRESS_FREE_FAILURES = 20;
const FIRST_WAIT_MS = 2000;
const LONGEST_WAIT_MS = 15 * 60 * 1000;
/** A streak of failures is forgotten an hour after its last one. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

export type SignInSource = { email: string; address: string };

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

function waitAfter(failures: number, freeFailures: number): number {
  if (failures <= freeFailures) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - freeFailures - 1), LONGEST_WAIT_MS);
}

/** Password guessing is slowed per account and per client address; the state is in the database. */
export function createSignInThrottle(db: Db, clock: () => Date = () => new Date()) {
  const fail = async (key: string, freeFailures: number, now: Date) => {
    const wait = waitAfter(await recordFailure(db, key, now, FORGET_AFTER_MS), freeFailures);
    if (wait > 0) await blockUntil(db, key, new Date(now.getTime() + wait));
  };
  return {
    /** Whole seconds until the source may try again, or 0. */
    async secondsToWait({ email, address }: SignInSource): Promise<number> {
      const now = clock();
      const until = await blockedUntil(db, [accountKey(email), addressKey(address)], now);
      return until ? Math.ceil((until.getTime() - now.getTime()) / 1000) : 0;
    },
    async failed({ email, address }: SignInSource): Promise<void> {
      const now = clock();
      await forgetStaleFailures(db, new Date(now.getTime() - FORGET_AFTER_MS));
      await fail(accountKey(email), ACCOUNT_FREE_FAILURES, now);
      await fail(addressKey(address), ADDRESS_FREE_FAILURES, now);
    },
    /** The person knew the password: their account's streak ends (the address's streak does not). */
    async succeeded({ email }: SignInSource): Promise<void> {
      await forgetFailures(db, accountKey(email));
    },
  };
}
