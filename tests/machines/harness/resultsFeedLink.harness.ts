import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { ResultsEndpoint } from '../../../src/api/schemas/resultsFeed.schema';
import { resultsFeedLinkMachine } from '../../../src/machines/resultsFeedLink.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export const FEED_TASK_ID = '3f2c8a61-4b7e-4d2a-9c1f-6e5d4b3a2f10';

export function startResultsFeedLink(input = { taskId: FEED_TASK_ID }) {
  const loadLink = controllablePromise<ResultsEndpoint, { taskId: string }>();
  const generateLink = controllablePromise<ResultsEndpoint, { taskId: string }>();
  const revokeLink = controllablePromise<void, { taskId: string }>();
  const copyLink = controllablePromise<void, { url: string }>();
  const actions = { notifyGenerated: vi.fn(), notifyRevoked: vi.fn(), notifyCopied: vi.fn(), notifyCopyFailed: vi.fn(), reportFailure: vi.fn() };
  const actor = createActor(
    resultsFeedLinkMachine.provide({
      actors: { loadLink: loadLink.logic, generateLink: generateLink.logic, revokeLink: revokeLink.logic, copyLink: copyLink.logic },
      actions,
    }),
    { input },
  ).start();
  return { actor, loadLink, generateLink, revokeLink, copyLink, ...actions, driver: createPathDriver(actor, { loadLink, generateLink, revokeLink, copyLink }, {}, actions) };
}
