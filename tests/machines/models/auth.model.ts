import { authMachine } from '../../../src/machines/auth.machine';
import { providerError } from '../support/fixtures';
import type { MachineModel } from '../support/modelPaths';

export const authModel: MachineModel = {
  name: 'auth',
  machine: authMachine,
  starts: [
    { label: 'app opened', input: { startedOnCallback: false } },
    { label: 'provider redirected to /callback', input: { startedOnCallback: true } },
  ],
  events: [
    { type: 'auth.login', returnTo: '/portfolios?q=bridge' },
    { type: 'xstate.done.actor.restoreSession', output: { status: 'signedIn' } },
    { type: 'xstate.done.actor.restoreSession', output: { status: 'expired' } },
    { type: 'xstate.done.actor.restoreSession', output: { status: 'signedOut' } },
    { type: 'xstate.error.actor.restoreSession', error: providerError('timeout', 'Timeout') },
    { type: 'xstate.error.actor.signIn', error: providerError('invalid_request', 'Unknown client') },
    { type: 'xstate.done.actor.handleCallback', output: { returnTo: '/portfolios?page=2' } },
    { type: 'xstate.error.actor.handleCallback', error: providerError('access_denied', 'Wrong email or password') },
    { type: 'xstate.done.actor.profile', output: { refused: true } },
    { type: 'xstate.error.actor.endLocalSession', error: new Error('storage unavailable') },
    { type: 'xstate.error.actor.logOut', error: new Error('logout redirect failed') },
  ],
};
