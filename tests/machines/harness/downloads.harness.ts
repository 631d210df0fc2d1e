import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Download } from '../../../src/api/schemas/download.schema';
import { downloadsMachine } from '../../../src/machines/downloads.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The publisher of release 6.6.1 as GET /api/downloads lists it on http://localhost:3000. */
export const PUBLISHER: Download = {
  id: 'publisher',
  name: 'Horizon Publisher',
  version: '6.6.1',
  file_name: 'horizon-publisher-6.6.1.cjs',
  size: 488_560,
  sha256: '49637ce47117c5d6c0b60972bc1f9460064b95db025d94bbca55e1b60cb5bbf2',
  url: '/api/downloads/horizon-publisher-6.6.1.cjs',
  checksum_url: '/api/downloads/horizon-publisher-6.6.1.cjs.sha256',
  instructions: {
    node_version: '20.19',
    commands: {
      version: 'node horizon-publisher-6.6.1.cjs --version',
      help: 'node horizon-publisher-6.6.1.cjs --help',
      publish: 'node horizon-publisher-6.6.1.cjs <package folder> --workspace <workspace id> --server http://localhost:3000',
    },
  },
};

/** The downloads machine over a list call and a clipboard that wait for the test, with spied toasts. */
export function startDownloads() {
  const loadDownloads = controllablePromise<Download[]>();
  const copyText = controllablePromise<void, { text: string }>();
  const actions = { notifyCopied: vi.fn(), notifyCopyFailed: vi.fn() };
  const actor = createActor(downloadsMachine.provide({ actors: { loadDownloads: loadDownloads.logic, copyText: copyText.logic }, actions })).start();
  return { actor, loadDownloads, copyText, ...actions, driver: createPathDriver(actor, { loadDownloads, copyText }, {}, actions) };
}
