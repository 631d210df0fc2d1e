import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { toAuthFailure, type AuthFailure } from './authFailure';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import { profileMachine } from './profile.machine';
import { subscriptionMachine } from './subscription.machine';

/** What restoring a stored session found. */
export type RestoredSession = { status: 'signedIn' | 'signedOut' | 'expired' };

/** Where to go once the identity provider sent the user back. */
export type CallbackResult = { returnTo: string };

export type AuthInput = {
  /** True when the page was opened by the identity provider's redirect back to the app. */
  startedOnCallback: boolean;
};

export type AuthContext = {
  startedOnCallback: boolean;
  returnTo: string;
  failure: AuthFailure | null;
};

export type AuthEvent =
  | { type: 'auth.login'; returnTo: string }
  | { type: 'auth.logout' }
  | { type: 'session.expired' }
  /** A page's load was refused (401, 403 or 404, SPEC 6): the session ends as for a refused profile. */
  | { type: 'session.refused' };

/**
 * The user's session. It restores a stored session (or handles the provider's callback), starts the
 * sign-in redirect, and while signed in runs the session watcher, the profile and the subscription.
 * A session that ends by itself (token expiry, `login_required`...) is cleared locally and rests in
 * `expired`; a refused profile ends it in `unauthorised`; the confirmed log-out ends it at the
 * provider. Start-up and callback errors rest in `error` with their details.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    restoreSession: fromPromise<RestoredSession>(notProvided('restoreSession')),
    signIn: fromPromise<void, { returnTo: string }>(notProvided('signIn')),
    handleCallback: fromPromise<CallbackResult>(notProvided('handleCallback')),
    endLocalSession: fromPromise<void>(notProvided('endLocalSession')),
    logOut: fromPromise<void>(notProvided('logOut')),
    watchSession: fromCallback<AuthEvent>(notProvided('watchSession')),
    profile: profileMachine,
    subscription: subscriptionMachine,
  },
  actions: {
    navigateToReturnTo: notProvided<[unknown, { returnTo: string }]>('navigateToReturnTo'),
    navigateToUnauthorised: notProvided('navigateToUnauthorised'),
    storeReturnTo: assign({ returnTo: (_, returnTo: string) => returnTo }),
    storeLoginReturnTo: assign({
      returnTo: ({ event }) => {
        assertEvent(event, 'auth.login');
        return event.returnTo;
      },
    }),
    storeFailure: assign({ failure: (_, error: unknown) => toAuthFailure(error) }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    startedOnCallback: ({ context }) => context.startedOnCallback,
    restoredAs: (_, params: { found: RestoredSession; expected: RestoredSession['status'] }) =>
      params.found.status === params.expected,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ startedOnCallback: input.startedOnCallback, returnTo: '/', failure: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startedOnCallback', target: 'handlingCallback' }, { target: 'loading' }],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'restoredAs', params: ({ event }) => ({ found: event.output, expected: 'signedIn' }) },
            target: 'signedIn',
          },
          {
            guard: { type: 'restoredAs', params: ({ event }) => ({ found: event.output, expected: 'expired' }) },
            target: 'expiring',
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'error', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    signedOut: {
      on: { 'auth.login': { target: 'signingIn', actions: 'storeLoginReturnTo' } },
    },
    signingIn: {
      tags: 'busy',
      entry: 'clearFailure',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ returnTo: context.returnTo }),
        onError: { target: 'error', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    handlingCallback: {
      tags: 'busy',
      invoke: {
        id: 'handleCallback',
        src: 'handleCallback',
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'storeReturnTo', params: ({ event }) => event.output.returnTo },
            { type: 'navigateToReturnTo', params: ({ event }) => ({ returnTo: event.output.returnTo }) },
          ],
        },
        onError: { target: 'error', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    signedIn: {
      invoke: [
        { id: 'watchSession', src: 'watchSession' },
        { id: 'profile', src: 'profile', systemId: 'profile', onDone: 'endingRefusedSession' },
        { id: 'subscription', src: 'subscription', systemId: 'subscription' },
      ],
      on: {
        'session.expired': 'expiring',
        'session.refused': 'endingRefusedSession',
        'auth.logout': 'loggingOut',
      },
    },
    expiring: {
      tags: 'busy',
      invoke: { id: 'endLocalSession', src: 'endLocalSession', onDone: 'expired', onError: 'expired' },
    },
    expired: {
      on: { 'auth.login': { target: 'signingIn', actions: 'storeLoginReturnTo' } },
    },
    endingRefusedSession: {
      tags: 'busy',
      invoke: { id: 'endLocalSession', src: 'endLocalSession', onDone: 'unauthorised', onError: 'unauthorised' },
    },
    unauthorised: {
      entry: 'navigateToUnauthorised',
      on: { 'auth.login': { target: 'signingIn', actions: 'storeLoginReturnTo' } },
    },
    loggingOut: {
      tags: 'busy',
      invoke: {
        id: 'logOut',
        src: 'logOut',
        // The local session is already gone when the provider's log-out fails to open.
        onError: 'signedOut',
      },
    },
    error: {
      tags: 'error',
      on: { 'auth.login': { target: 'signingIn', actions: 'storeLoginReturnTo' } },
    },
  },
});
