import type { AuthFailure } from '../../../src/machines/authFailure';
import { authMachine } from '../../../src/machines/auth.machine';
import { providerError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

const LOGIN = 'the user asks to sign in from /portfolios?q=bridge';
const signingIn = { to: 'signingIn', context: { returnTo: '/portfolios?q=bridge', failure: null } };
/** SPEC 8 "Sign-in error": a readable message, and technical details behind a toggle. */
const failure = (message: string, name: string, code: string): AuthFailure => ({ message, details: `${name}: ${message}\nerror: ${code}` });

/**
 * SPEC 2 (public /login, /callback and /unauthorised; private routes need a session), SPEC 4 "Real-time
 * events" (an expired session logs out without redirecting), SPEC 4 "Logout", SPEC 6/8 (a refused
 * profile signs the user out and goes to /unauthorised).
 */
export const authModel = machineModel({
  name: 'auth',
  machine: authMachine,
  starts: [
    { label: 'app opened', input: { startedOnCallback: false }, state: 'loading', context: { startedOnCallback: false, returnTo: '/', failure: null as AuthFailure | null } },
    { label: 'provider redirected to /callback', input: { startedOnCallback: true }, state: 'handlingCallback', context: { startedOnCallback: true, returnTo: '/', failure: null } },
  ],
  events: {
    [LOGIN]: { type: 'auth.login', returnTo: '/portfolios?q=bridge' },
    'the stored session is valid': { type: 'xstate.done.actor.restoreSession', output: { status: 'signedIn' } },
    'the stored session has expired': { type: 'xstate.done.actor.restoreSession', output: { status: 'expired' } },
    'there is no stored session': { type: 'xstate.done.actor.restoreSession', output: { status: 'signedOut' } },
    'restoring the session times out': { type: 'xstate.error.actor.restoreSession', error: providerError('timeout', 'Timeout') },
    'the provider refuses the sign-in redirect': { type: 'xstate.error.actor.signIn', error: providerError('invalid_request', 'Unknown client') },
    'the provider sends the user back for /portfolios?page=2': { type: 'xstate.done.actor.handleCallback', output: { returnTo: '/portfolios?page=2' } },
    'the provider sends back a refusal': { type: 'xstate.error.actor.handleCallback', error: providerError('access_denied', 'Wrong email or password') },
    'the profile load is refused': { type: 'xstate.done.actor.profile', output: { refused: true } },
    'the token expires': { type: 'session.expired' },
    'a page load is refused': { type: 'session.refused' },
    'the user confirms log-out': { type: 'auth.logout' },
    'the local session is cleared': { type: 'xstate.done.actor.endLocalSession' },
    'clearing the local session fails': { type: 'xstate.error.actor.endLocalSession', error: new Error('storage unavailable') },
    'the provider log-out fails to open': { type: 'xstate.error.actor.logOut', error: new Error('logout redirect failed') },
  },
  states: {
    loading: { says: 'loading screen while the stored session is restored', tags: ['busy'], invoked: { restoreSession: undefined } },
    signedOut: { says: 'signed out: the sign-in page' },
    signingIn: {
      says: ({ returnTo }) => `redirecting to the identity provider, to come back to ${returnTo}`,
      tags: ['busy'],
      invoked: ({ returnTo }) => ({ signIn: { returnTo } }),
    },
    handlingCallback: { says: 'loading screen while the provider’s answer is handled', tags: ['busy'], invoked: { handleCallback: undefined } },
    signedIn: {
      says: 'signed in: the session is watched, the profile and subscription load',
      invoked: { watchSession: undefined, profile: undefined, subscription: undefined },
    },
    expiring: { says: 'loading screen while the local session is cleared', tags: ['busy'], invoked: { endLocalSession: undefined } },
    expired: { says: 'sign-in page with "Your session has expired. Please login to continue."' },
    endingRefusedSession: { says: 'loading screen while the local session is cleared', tags: ['busy'], invoked: { endLocalSession: undefined } },
    unauthorised: { says: 'the "Hold Up!" page at /unauthorised' },
    loggingOut: { says: 'leaving for the provider’s log-out', tags: ['busy'], invoked: { logOut: undefined } },
    error: { says: ({ failure }) => `the sign-in error page: "${failure?.message}" with technical details`, tags: ['error'] },
  },
  transitions: {
    loading: {
      'the stored session is valid': 'signedIn',
      'the stored session has expired': 'expiring',
      'there is no stored session': 'signedOut',
      'restoring the session times out': { to: 'error', context: { failure: failure('Timeout', 'Error', 'timeout') } },
    },
    signedOut: { [LOGIN]: signingIn },
    expired: { [LOGIN]: signingIn },
    unauthorised: { [LOGIN]: signingIn },
    error: { [LOGIN]: signingIn },
    signingIn: {
      'the provider refuses the sign-in redirect': { to: 'error', context: { failure: failure('Unknown client', 'Error', 'invalid_request') } },
    },
    handlingCallback: {
      'the provider sends the user back for /portfolios?page=2': {
        to: 'signedIn',
        context: { returnTo: '/portfolios?page=2' },
        calls: { navigateToReturnTo: [{ returnTo: '/portfolios?page=2' }] },
      },
      'the provider sends back a refusal': { to: 'error', context: { failure: failure('Wrong email or password', 'Error', 'access_denied') } },
    },
    signedIn: {
      'the token expires': 'expiring',
      'a page load is refused': 'endingRefusedSession',
      'the profile load is refused': 'endingRefusedSession',
      'the user confirms log-out': 'loggingOut',
    },
    expiring: { 'the local session is cleared': 'expired', 'clearing the local session fails': 'expired' },
    endingRefusedSession: {
      'the local session is cleared': { to: 'unauthorised', calls: { navigateToUnauthorised: [undefined] } },
      'clearing the local session fails': { to: 'unauthorised', calls: { navigateToUnauthorised: [undefined] } },
    },
    // The local session is already gone when the provider's log-out fails to open.
    loggingOut: { 'the provider log-out fails to open': 'signedOut' },
  },
});
