import type { LiveChatConfig } from '../../../src/api/schemas/config.schema';
import { liveChatMachine, type LiveChatProvider } from '../../../src/machines/liveChat.machine';
import { CHAT, PROVIDER } from '../harness/liveChat.harness';
import { machineModel } from '../support/modelPaths';

type Expected = { chat: LiveChatConfig | null; provider: LiveChatProvider | null };

const SCRIPT_FAILED = new Error('The live chat script could not be loaded');
const INIT_REFUSED = new Error('Unknown deployment');
const SUBSCRIBE_FAILED = new Error('onAvailability is not available before init');

/** What the provider's init is given: the configured identifiers (CHAT_ORG_ID, CHAT_DEPLOYMENT_ID, CHAT_BUTTON_ID). */
const IDENTIFIERS = { orgId: CHAT.org_id, deploymentId: CHAT.deployment_id, buttonId: CHAT.button_id };

/**
 * SPEC 4 "Live chat": two buttons, online and offline, both hidden initially; one is shown as
 * agent availability says. SPEC 7: the script comes from a configured address and is initialised
 * with configured identifiers; the online button starts a chat, the offline one opens a mail draft
 * (a mailto: link, no effect of the machine). SPEC 8: an init failure is logged ('live agent init
 * failed') and nothing is shown. Issue 16: with no provider configured only the offline button
 * shows; a provider silent about availability for 10 s is taken as offline.
 */
export const liveChatModel = machineModel<Expected>({
  name: 'liveChat',
  machine: liveChatMachine,
  starts: [
    { label: 'no chat provider is configured', input: { chat: null }, state: 'unconfigured', context: { chat: null, provider: null } },
    { label: 'a chat provider is configured', input: { chat: CHAT }, state: 'loadingScript', context: { chat: CHAT, provider: null } },
  ],
  events: {
    'the script loads and installs its provider': { type: 'xstate.done.actor.loadScript', output: PROVIDER },
    'the script fails to load': { type: 'xstate.error.actor.loadScript', error: SCRIPT_FAILED },
    'the provider initialises': { type: 'xstate.done.actor.initProvider', output: undefined },
    "the provider's init fails": { type: 'xstate.error.actor.initProvider', error: INIT_REFUSED },
    'an agent is online': { type: 'agent.online' },
    'no agent is online': { type: 'agent.offline' },
    'the provider cannot report availability': { type: 'provider.failed', error: SUBSCRIBE_FAILED },
    '10 s pass without word of availability': { type: 'xstate.after.availabilityTimeout.liveChat.watching.unknown' },
    "the user presses 'Live Chat!'": { type: 'chat.start' },
  },
  states: {
    unconfigured: { says: "only 'Email Us', a mail draft to the support address", tags: ['offline'] },
    loadingScript: { says: 'a 24 px spinner, no button, while the script loads', tags: ['loading'], invoked: { loadScript: { scriptUrl: CHAT.script_url } } },
    initialising: { says: 'a 24 px spinner, no button, while the provider initialises', tags: ['loading'], invoked: { initProvider: { provider: PROVIDER, identifiers: IDENTIFIERS } } },
    watching: { invoked: { watchAvailability: { provider: PROVIDER } } },
    'watching.unknown': { says: 'a 24 px spinner, no button, until the provider says whether an agent is online', tags: ['loading'] },
    'watching.online': { says: "only 'Live Chat!'", tags: ['online'] },
    'watching.offline': { says: "only 'Email Us', a mail draft to the support address", tags: ['offline'] },
    failed: { says: "nothing at all; 'live agent init failed' was logged" },
  },
  transitions: {
    loadingScript: {
      'the script loads and installs its provider': { to: 'initialising', context: { provider: PROVIDER } },
      'the script fails to load': { to: 'failed', calls: { logInitFailure: [SCRIPT_FAILED] } },
    },
    initialising: {
      'the provider initialises': 'watching.unknown',
      "the provider's init fails": { to: 'failed', calls: { logInitFailure: [INIT_REFUSED] } },
    },
    watching: {
      'an agent is online': 'watching.online',
      'no agent is online': 'watching.offline',
      'the provider cannot report availability': { to: 'failed', calls: { logInitFailure: [SUBSCRIBE_FAILED] } },
    },
    'watching.unknown': { '10 s pass without word of availability': 'watching.offline' },
    'watching.online': { "the user presses 'Live Chat!'": { calls: { startChat: [PROVIDER] } } },
  },
});
