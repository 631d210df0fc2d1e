import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { AVAILABILITY_TIMEOUT_MS, liveChatMachine, type LiveChatEvent, type LiveChatIdentifiers, type LiveChatProvider } from '../../src/machines/liveChat.machine';
import { settle } from './support/controllable';
import { CHAT, PROVIDER, startLiveChat } from './harness/liveChat.harness';

/** SPEC 4, 7, 8 and 9 "Live chat"; the paths of tests/machines/models/liveChat.model.ts walk every transition. */
describe('live chat machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without a configured provider loads no script and shows only the offline button', () => {
    const { actor, loadScript } = startLiveChat({ chat: null });
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    expect(loadScript.calls).toHaveLength(0);
    vi.advanceTimersByTime(AVAILABILITY_TIMEOUT_MS * 2);
    expect(actor.getSnapshot().value).toBe('unconfigured');
  });

  it('loads the configured script, initialises the provider with the identifiers, then follows availability', async () => {
    const { actor, loadScript, initProvider, watchers } = startLiveChat();
    expect(loadScript.lastInput).toEqual({ scriptUrl: 'https://chat.example.org/horizon-chat.js' });
    loadScript.resolve(PROVIDER);
    await settle();
    expect(initProvider.lastInput).toEqual({ provider: PROVIDER, identifiers: { orgId: CHAT.org_id, deploymentId: CHAT.deployment_id, buttonId: CHAT.button_id } });
    initProvider.resolve();
    await settle();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'agent.online' });
    expect(actor.getSnapshot().hasTag('online')).toBe(true);
    actor.send({ type: 'agent.offline' });
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    actor.send({ type: 'agent.online' });
    expect(actor.getSnapshot().hasTag('online')).toBe(true);
    expect(watchers).toHaveLength(1);
  });

  it('starts a chat only while an agent is online', async () => {
    const { actor, loadScript, initProvider, startChat } = startLiveChat();
    loadScript.resolve(PROVIDER);
    await settle();
    initProvider.resolve();
    await settle();
    actor.send({ type: 'chat.start' });
    actor.send({ type: 'agent.offline' });
    actor.send({ type: 'chat.start' });
    expect(startChat).not.toHaveBeenCalled();
    actor.send({ type: 'agent.online' });
    actor.send({ type: 'chat.start' });
    expect(startChat).toHaveBeenCalledTimes(1);
  });

  it('stops watching availability once the provider fails, and shows nothing after', async () => {
    const { actor, loadScript, initProvider, watchers, logInitFailure } = startLiveChat();
    loadScript.resolve(PROVIDER);
    await settle();
    initProvider.resolve();
    await settle();
    const error = new Error('lost');
    actor.send({ type: 'provider.failed', error });
    expect(watchers[0]!.stopped).toBe(true);
    expect(logInitFailure).toHaveBeenCalledWith(expect.anything(), error);
    actor.send({ type: 'agent.online' });
    expect(actor.getSnapshot().tags.size).toBe(0);
  });

  it('without its script loader fails as an init failure, naming the missing effect', async () => {
    const logInitFailure = vi.fn();
    const actor = createActor(liveChatMachine.provide({ actions: { logInitFailure } }), { input: { chat: CHAT } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect((logInitFailure.mock.calls[0]![1] as Error).message).toBe('loadScript not provided');
  });

  it('fails loudly when a chat is started without startChat', async () => {
    const actors = {
      loadScript: fromPromise<LiveChatProvider, { scriptUrl: string }>(async () => PROVIDER),
      initProvider: fromPromise<void, { provider: LiveChatProvider; identifiers: LiveChatIdentifiers }>(async () => undefined),
      watchAvailability: fromCallback<LiveChatEvent, { provider: LiveChatProvider }>(() => undefined),
    };
    const actor = createActor(liveChatMachine.provide({ actors }), { input: { chat: CHAT } });
    actor.subscribe({ error: () => undefined });
    actor.start();
    await settle();
    actor.send({ type: 'agent.online' });
    actor.send({ type: 'chat.start' });
    expect((actor.getSnapshot().error as Error).message).toBe('startChat not provided');
  });
});
