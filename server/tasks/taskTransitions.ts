import type { StoredTaskStatus } from '../db/schema';

/**
 * The life of a simulation task, which SPEC 4 lists but does not order; enforced here and only
 * here (every status change goes through `assertTransition`), documented in the README:
 *
 *   new ──► queued ──► running ──► completed ──► outdated
 *    │        │  ▲        │
 *    │        │  └────────┤ (its worker stopped: the lease ran out and the task waits again)
 *    │        ▼           ├──► failed      (the run broke: can be tried again)
 *    ├──► cancelled ◄─────┤ (a cancel request, or its simulation deleted)
 *    └──► invalid ◄───────┘ (the data and settings do not fit: the publisher must fix them)
 *
 * `queued` may also go straight to `invalid` or `outdated`; a task that is `new`, `queued` or
 * `running` is live, the rest are final. `outdated` keeps its results: a newer version of the data
 * or settings exists, and the simulation shows them as outdated until it runs again.
 */
export const TASK_TRANSITIONS: Readonly<Record<StoredTaskStatus, readonly StoredTaskStatus[]>> = {
  new: ['queued', 'invalid', 'cancelled'],
  queued: ['running', 'invalid', 'cancelled', 'outdated'],
  running: ['completed', 'failed', 'cancelled', 'invalid', 'queued'],
  completed: ['outdated'],
  failed: [],
  cancelled: [],
  invalid: [],
  outdated: [],
};

export const LIVE_STATUSES: readonly StoredTaskStatus[] = ['new', 'queued', 'running'];

export function mayMove(from: StoredTaskStatus, to: StoredTaskStatus): boolean {
  return TASK_TRANSITIONS[from].includes(to);
}

export function assertTransition(from: StoredTaskStatus, to: StoredTaskStatus): void {
  if (!mayMove(from, to)) throw new Error(`A simulation task cannot move from ${from} to ${to}`);
}

/** Trying again helps a run that broke or was stopped, not a package that must be fixed first. */
export function canRetry(status: StoredTaskStatus): boolean {
  return status === 'failed' || status === 'cancelled';
}
