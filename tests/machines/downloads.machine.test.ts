import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { downloadsMachine } from '../../src/machines/downloads.machine';
import { settle } from './support/controllable';
import { PUBLISHER, startDownloads } from './harness/downloads.harness';

/** Apps & Downloads; the paths of tests/machines/models/downloads.model.ts walk every transition. */
describe('downloads machine', () => {
  it('copies one text at a time: a second copy while the first runs is not started', async () => {
    const { actor, loadDownloads, copyText, notifyCopied } = startDownloads();
    loadDownloads.resolve([PUBLISHER]);
    await settle();
    actor.send({ type: 'text.copy', text: PUBLISHER.sha256, item: 'checksum' });
    actor.send({ type: 'text.copy', text: PUBLISHER.instructions.commands.publish, item: 'command' });
    expect(copyText.calls.map((call) => call.input)).toEqual([{ text: PUBLISHER.sha256 }]);
    copyText.resolve();
    await settle();
    expect(notifyCopied).toHaveBeenCalledWith(expect.anything(), 'checksum');
    expect(actor.getSnapshot().context.copying).toBeNull();
  });

  it('keeps the list it loaded after a failed copy', async () => {
    const { actor, loadDownloads, copyText, notifyCopyFailed } = startDownloads();
    loadDownloads.resolve([PUBLISHER]);
    await settle();
    actor.send({ type: 'text.copy', text: PUBLISHER.sha256, item: 'checksum' });
    copyText.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    await settle();
    expect(notifyCopyFailed).toHaveBeenCalledWith(expect.anything(), 'failed');
    expect(actor.getSnapshot().context.downloads).toEqual([PUBLISHER]);
  });

  it('fails loudly without its list call', async () => {
    const actor = createActor(downloadsMachine).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.message).toContain('loadDownloads not provided');
  });
});
