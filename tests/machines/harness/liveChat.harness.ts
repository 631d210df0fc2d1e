import { vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { LiveChatConfig } from '../../../src/api/schemas/config.schema';
import { AVAILABILITY_TIMEOUT_MS, liveChatMachine, type LiveChatEvent, type LiveChatIdentifiers, type LiveChatProvider } from '../../../src/machines/liveChat.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** CHAT_SCRIPT_URL and the identifiers, as GET /api/config passes them on. */
export const CHAT: LiveChatConfig = {
  script_url: 'https://chat.example.org/horizon-chat.js',
  org_id: '00D5j000000Horizon',
  deployment_id: '5725j000000Deploy',
  button_id: '5735j000000Button',
};

/** The provider the script installs: its methods are never called by the machine, only handed to its effects. */
export const PROVIDER: LiveChatProvider = { init: () => undefined, onAvailability: () => () => undefined, startChat: () => undefined };

/** The live chat machine over a script load and an init that wait for the test, a watcher that records whether it runs, spied effects. */
export function startLiveChat(input: { chat: LiveChatConfig | null } = { chat: CHAT }) {
  const loadScript = controllablePromise<LiveChatProvider, { scriptUrl: string }>();
  const initProvider = controllablePromise<void, { provider: LiveChatProvider; identifiers: LiveChatIdentifiers }>();
  const watchers: Array<{ provider: LiveChatProvider; stopped: boolean }> = [];
  const watchAvailability = fromCallback<LiveChatEvent, { provider: LiveChatProvider }>(({ input: { provider } }) => {
    const watcher = { provider, stopped: false };
    watchers.push(watcher);
    return () => {
      watcher.stopped = true;
    };
  });
  const actions = { startChat: vi.fn(), logInitFailure: vi.fn() };
  const actor = createActor(liveChatMachine.provide({ actors: { loadScript: loadScript.logic, initProvider: initProvider.logic, watchAvailability }, actions }), { input }).start();
  const driver = createPathDriver(actor, { loadScript, initProvider }, { availabilityTimeout: AVAILABILITY_TIMEOUT_MS }, actions);
  return { actor, loadScript, initProvider, watchers, ...actions, driver };
}
