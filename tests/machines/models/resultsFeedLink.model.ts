import type { ApiFailure } from '../../../src/api/apiError';
import type { ResultsEndpoint } from '../../../src/api/schemas/resultsFeed.schema';
import { ClipboardUnavailable, resultsFeedLinkMachine } from '../../../src/machines/resultsFeedLink.machine';
import { FEED_TASK_ID } from '../harness/resultsFeedLink.harness';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelStep } from '../support/modelPaths';

type Expected = { taskId: string; link: ResultsEndpoint | null; failure: ApiFailure | null };

const NONE: ResultsEndpoint = { exists: false, url: null, created_at: null };
/** A link made earlier: the server says it exists but cannot give its address again. */
const EARLIER: ResultsEndpoint = { exists: true, url: null, created_at: '2026-03-01T09:30:00.000Z' };
const FRESH: ResultsEndpoint = { exists: true, url: 'https://horizon.example.org/api/feeds/q9yD0l3mV7pXc2Rf8sKt1wHn4bZa6JeU5gOi', created_at: '2026-03-02T10:00:00.000Z' };
const SERVER_DOWN = apiError(503, 'The service is currently down for maintenance.');
const FORBIDDEN = apiError(403, 'You have reached an area that requires special permission.');
const DENIED = new DOMException('Write permission denied.', 'NotAllowedError');
const NO_CLIPBOARD = new ClipboardUnavailable();

const GENERATE = 'Generate link / Regenerate';
const REVOKE = 'Revoke';
const COPY = 'Copy';

const stay: ModelStep<Expected> = {};

/**
 * SPEC 4 "Results feed link": generate, regenerate, revoke; after revocation (or regeneration)
 * the old link stops working, so both are confirmed first. The address is known only right after
 * it was generated (the server keeps its hash), and only then can it be copied. SPEC 8's toasts:
 * generated, revoked, copied; 'Failed to copy result link.' when the browser refuses the write,
 * 'Could not copy to clipboard.' when it has no clipboard API.
 */
export const resultsFeedLinkModel = machineModel({
  name: 'resultsFeedLink',
  machine: resultsFeedLinkMachine,
  starts: [{ label: 'the Integration section of a run with results opens', input: { taskId: FEED_TASK_ID }, state: 'loading', context: { taskId: FEED_TASK_ID, link: null, failure: null } as Expected }],
  events: {
    'the run has no link': { type: 'xstate.done.actor.loadLink', output: NONE },
    'the run has a link made earlier': { type: 'xstate.done.actor.loadLink', output: EARLIER },
    'loading fails': { type: 'xstate.error.actor.loadLink', error: SERVER_DOWN },
    Retry: { type: 'retry' },
    [GENERATE]: { type: 'link.generate' },
    [REVOKE]: { type: 'link.revoke' },
    [COPY]: { type: 'link.copy' },
    Confirm: { type: 'confirm' },
    Cancel: { type: 'cancel' },
    'the new link arrives': { type: 'xstate.done.actor.generateLink', output: FRESH },
    'generating is refused': { type: 'xstate.error.actor.generateLink', error: FORBIDDEN },
    'the link is revoked': { type: 'xstate.done.actor.revokeLink', output: undefined },
    'revoking is refused': { type: 'xstate.error.actor.revokeLink', error: FORBIDDEN },
    'the link is copied': { type: 'xstate.done.actor.copyLink', output: undefined },
    'the browser refuses the copy': { type: 'xstate.error.actor.copyLink', error: DENIED },
    'the browser has no clipboard API': { type: 'xstate.error.actor.copyLink', error: NO_CLIPBOARD },
  },
  traversalKey: (context: Expected) => (context.link === null ? 'unknown' : context.link.url ? 'address known' : context.link.exists ? 'link hidden' : 'no link'),
  states: {
    loading: { says: 'a skeleton while the link is looked up', tags: ['busy'], invoked: { loadLink: { taskId: FEED_TASK_ID } } },
    failed: { says: ({ failure }) => `"The sharable link could not be loaded. ${failure?.message}" with Retry`, tags: ['error'] },
    ready: { says: ({ link }) => (link?.url ? `the link ${link.url} with Copy, Regenerate and Revoke` : link?.exists ? 'a hidden link with Regenerate and Revoke' : 'no link yet, with Generate link') },
    'ready.idle': {},
    'ready.confirmingRegenerate': { says: 'asks "Regenerate the sharable link?": the current link stops working at once' },
    'ready.confirmingRevoke': { says: 'asks "Revoke the sharable link?": the link stops working at once' },
    'ready.generating': { says: 'generating a new link', tags: ['working'], invoked: { generateLink: { taskId: FEED_TASK_ID } } },
    'ready.revoking': { says: 'revoking the link', tags: ['working'], invoked: { revokeLink: { taskId: FEED_TASK_ID } } },
    'ready.copying': { says: 'copying the address to the clipboard', invoked: ({ link }) => ({ copyLink: { url: link?.url } }) },
  },
  transitions: {
    loading: {
      'the run has no link': { to: 'ready.idle', context: { link: NONE, failure: null } },
      'the run has a link made earlier': { to: 'ready.idle', context: { link: EARLIER, failure: null } },
      'loading fails': { to: 'failed', context: { failure: { status: 503, message: 'The service is currently down for maintenance.' } } },
    },
    failed: { Retry: 'loading' },
    'ready.idle': {
      [GENERATE]: ({ link }) => (link?.exists ? 'ready.confirmingRegenerate' : 'ready.generating'),
      [REVOKE]: ({ link }) => (link?.exists ? 'ready.confirmingRevoke' : stay),
      [COPY]: ({ link }) => (link?.url ? 'ready.copying' : stay),
    },
    'ready.confirmingRegenerate': { Confirm: 'ready.generating', Cancel: 'ready.idle' },
    'ready.confirmingRevoke': { Confirm: 'ready.revoking', Cancel: 'ready.idle' },
    'ready.generating': {
      'the new link arrives': { to: 'ready.idle', context: { link: FRESH }, calls: { notifyGenerated: [undefined] } },
      'generating is refused': { to: 'ready.idle', calls: { reportFailure: [FORBIDDEN] } },
    },
    'ready.revoking': {
      'the link is revoked': { to: 'ready.idle', context: { link: NONE }, calls: { notifyRevoked: [undefined] } },
      'revoking is refused': { to: 'ready.idle', calls: { reportFailure: [FORBIDDEN] } },
    },
    'ready.copying': {
      'the link is copied': { to: 'ready.idle', calls: { notifyCopied: [undefined] } },
      'the browser refuses the copy': { to: 'ready.idle', calls: { notifyCopyFailed: ['failed'] } },
      'the browser has no clipboard API': { to: 'ready.idle', calls: { notifyCopyFailed: ['unavailable'] } },
    },
  },
});
