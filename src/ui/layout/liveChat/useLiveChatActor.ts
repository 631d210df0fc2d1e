import { useState } from 'react';
import { liveChatMachine } from '../../../machines/liveChat.machine';
import { useClientConfig } from '../../app/ClientConfigContext';
import { usePageActor } from '../../app/root/usePageActor';
import { logger } from '../../logging/logger';
import { initProviderActor, loadScriptActor, watchAvailabilityActor } from './liveChatProvider.actors';

/**
 * The one wiring point of live chat: the provider's script, init and availability from the
 * browser, SPEC 8's log line for a failed init, and the provider's own chat window.
 */
export function useLiveChatActor() {
  const { live_chat: chat } = useClientConfig();
  const [machine] = useState(() =>
    liveChatMachine.provide({
      actors: { loadScript: loadScriptActor(), initProvider: initProviderActor(), watchAvailability: watchAvailabilityActor() },
      actions: {
        logInitFailure: (_, error) => logger.error('live agent init failed', error),
        startChat: (_, provider) => {
          try {
            provider.startChat();
          } catch (error) {
            logger.error('live chat could not start', error);
          }
        },
      },
    }),
  );
  return usePageActor('liveChat', machine, { chat });
}

export type LiveChatRef = ReturnType<typeof useLiveChatActor>;
