import { helpLinkMachine } from '../../../src/machines/helpLink.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

const ARTICLE = 'http://localhost:3000/help/articles/getting-started';

/**
 * SPEC 7 "GET /profile/knowledgebase" and SPEC 8 "A failed knowledge-base or ticket link opens the
 * fallback help page": Knowledge Base takes its named window on the click, then shows there the
 * Location the call answers with, or the public help page when the call fails.
 */
export const helpLinkModel = machineModel({
  name: 'helpLink',
  machine: helpLinkMachine,
  starts: [{ label: 'side bar shown', state: 'idle', context: {} }],
  events: {
    'the user chooses Knowledge Base': { type: 'link.open' },
    'the call answers 204 with its Location': { type: 'xstate.done.actor.fetchLocation', output: ARTICLE },
    'the call fails with 500': { type: 'xstate.error.actor.fetchLocation', error: apiError(500, 'Unexpected error happened.') },
  },
  states: {
    idle: { says: 'nothing in progress' },
    fetching: { says: 'a blank named window is open while the address is fetched', tags: ['busy'], invoked: { fetchLocation: undefined } },
  },
  transitions: {
    idle: { 'the user chooses Knowledge Base': { to: 'fetching', calls: { reserveWindow: [undefined] } } },
    fetching: {
      'the call answers 204 with its Location': { to: 'idle', calls: { showLocation: [ARTICLE] } },
      'the call fails with 500': { to: 'idle', calls: { showFallback: [undefined] } },
    },
  },
});
