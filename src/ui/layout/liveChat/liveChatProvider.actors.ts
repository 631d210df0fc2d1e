import { fromCallback, fromPromise } from 'xstate';
import type { LiveChatEvent, LiveChatIdentifiers, LiveChatProvider } from '../../../machines/liveChat.machine';

/** The global the chat provider's script installs (README "Live chat"). */
export const PROVIDER_GLOBAL = 'HorizonLiveChat';

declare global {
  interface Window {
    [PROVIDER_GLOBAL]?: unknown;
  }
}

const isProvider = (value: unknown): value is LiveChatProvider =>
  typeof value === 'object' &&
  value !== null &&
  ['init', 'onAvailability', 'startChat'].every((method) => typeof (value as Record<string, unknown>)[method] === 'function');

/**
 * Loads CHAT_SCRIPT_URL with a script element and resolves with the provider it installed as
 * `window.HorizonLiveChat`; a script that fails to load, or installs none, rejects. A script loaded
 * before (the bar shown again) is not loaded twice.
 */
export function loadScriptActor() {
  return fromPromise<LiveChatProvider, { scriptUrl: string }>(({ input }) => {
    if (isProvider(window[PROVIDER_GLOBAL])) return Promise.resolve(window[PROVIDER_GLOBAL]);
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = input.scriptUrl;
      script.async = true;
      script.onload = () => {
        const provider = window[PROVIDER_GLOBAL];
        if (isProvider(provider)) resolve(provider);
        else reject(new Error(`${input.scriptUrl} installed no window.${PROVIDER_GLOBAL} with init, onAvailability and startChat`));
      };
      script.onerror = () => {
        script.remove();
        reject(new Error(`${input.scriptUrl} could not be loaded`));
      };
      document.head.append(script);
    });
  });
}

/** The provider's init with the configured identifiers; a throw or a rejection is an init failure. */
export function initProviderActor() {
  return fromPromise<void, { provider: LiveChatProvider; identifiers: LiveChatIdentifiers }>(async ({ input }) => {
    await input.provider.init(input.identifiers);
  });
}

/** The provider's availability as events, until the machine stops listening; a refused subscription is reported, not thrown. */
export function watchAvailabilityActor() {
  return fromCallback<LiveChatEvent, { provider: LiveChatProvider }>(({ input, sendBack }) => {
    try {
      const unsubscribe = input.provider.onAvailability((online) => sendBack({ type: online ? 'agent.online' : 'agent.offline' }));
      return () => unsubscribe();
    } catch (error) {
      sendBack({ type: 'provider.failed', error });
      return undefined;
    }
  });
}
