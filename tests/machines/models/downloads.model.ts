import type { ApiFailure } from '../../../src/api/apiError';
import type { Download } from '../../../src/api/schemas/download.schema';
import { downloadsMachine } from '../../../src/machines/downloads.machine';
import { ClipboardUnavailable } from '../../../src/machines/resultsFeedLink.machine';
import { PUBLISHER } from '../harness/downloads.harness';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

type Copy = { text: string; item: 'checksum' | 'command' };
type Expected = { downloads: Download[]; failure: ApiFailure | null; copying: Copy | null };

const SERVER_DOWN = apiError(503, 'The service is currently down for maintenance.');
const DENIED = new DOMException('Write permission denied.', 'NotAllowedError');
const COPY_CHECKSUM: Copy = { text: PUBLISHER.sha256, item: 'checksum' };
const COPY_COMMAND: Copy = { text: PUBLISHER.instructions.commands.version, item: 'command' };

/**
 * SPEC 2 "Downloads centre" and issue 16: Apps & Downloads lists what the server offers (the
 * publisher once the app is built, nothing otherwise); its checksum and commands can be copied,
 * with a toast for each (SPEC 8's 'Could not copy to clipboard.' without a clipboard API).
 */
export const downloadsModel = machineModel<Expected>({
  name: 'downloads',
  machine: downloadsMachine,
  starts: [{ label: 'Apps & Downloads opens', state: 'loading', context: { downloads: [], failure: null, copying: null } }],
  events: {
    'the publisher is offered': { type: 'xstate.done.actor.loadDownloads', output: [PUBLISHER] },
    'nothing is offered (the app was built without the bundle)': { type: 'xstate.done.actor.loadDownloads', output: [] },
    'the list fails to load': { type: 'xstate.error.actor.loadDownloads', error: SERVER_DOWN },
    Retry: { type: 'downloads.retry' },
    'Copy the checksum': { type: 'text.copy', ...COPY_CHECKSUM },
    'Copy a command': { type: 'text.copy', ...COPY_COMMAND },
    'the clipboard takes it': { type: 'xstate.done.actor.copyText', output: undefined },
    'the browser refuses the copy': { type: 'xstate.error.actor.copyText', error: DENIED },
    'the browser has no clipboard API': { type: 'xstate.error.actor.copyText', error: new ClipboardUnavailable() },
  },
  traversalKey: (context: Expected) => context.copying?.item ?? 'nothing copied',
  states: {
    loading: { says: 'a skeleton card while the list loads', tags: ['busy'], invoked: { loadDownloads: undefined } },
    failed: { says: ({ failure }) => `"The downloads could not be loaded. ${failure?.message}" with Retry`, tags: ['error'] },
    ready: {
      says: ({ downloads }) =>
        downloads.length > 0 ? `${downloads[0]!.file_name} with its version, size, checksum and instructions` : 'the publisher not available on this server',
    },
    'ready.idle': {},
    'ready.copying': { says: ({ copying }) => `copying the ${copying?.item} to the clipboard`, invoked: ({ copying }) => ({ copyText: { text: copying?.text } }) },
  },
  transitions: {
    loading: {
      'the publisher is offered': { to: 'ready.idle', context: { downloads: [PUBLISHER], failure: null } },
      'nothing is offered (the app was built without the bundle)': { to: 'ready.idle', context: { downloads: [], failure: null } },
      'the list fails to load': { to: 'failed', context: { failure: { status: 503, message: 'The service is currently down for maintenance.' } } },
    },
    failed: { Retry: 'loading' },
    'ready.idle': {
      'Copy the checksum': { to: 'ready.copying', context: { copying: COPY_CHECKSUM } },
      'Copy a command': { to: 'ready.copying', context: { copying: COPY_COMMAND } },
    },
    'ready.copying': {
      'the clipboard takes it': ({ copying }) => ({ to: 'ready.idle', context: { copying: null }, calls: { notifyCopied: [copying?.item] } }),
      'the browser refuses the copy': { to: 'ready.idle', context: { copying: null }, calls: { notifyCopyFailed: ['failed'] } },
      'the browser has no clipboard API': { to: 'ready.idle', context: { copying: null }, calls: { notifyCopyFailed: ['unavailable'] } },
    },
  },
});
