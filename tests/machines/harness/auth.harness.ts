import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Profile } from '../../../src/api/schemas/profile.schema';
import type { Subscription } from '../../../src/api/schemas/subscription.schema';
import { authMachine, type AuthEvent, type AuthInput, type CallbackResult, type RestoredSession } from '../../../src/machines/auth.machine';
import { profileMachine } from '../../../src/machines/profile.machine';
import { subscriptionMachine } from '../../../src/machines/subscription.machine';
import { controllableCallback, controllablePromise } from '../support/controllable';
import { apiError } from '../support/fixtures';
import { createPathDriver } from '../support/pathDriver';

/** The auth machine with every effect faked: identity calls wait for the test, children are real. */
export function startAuth(input: AuthInput = { startedOnCallback: false }) {
  const fakes = {
    restoreSession: controllablePromise<RestoredSession>(),
    signIn: controllablePromise<void, { returnTo: string }>(),
    handleCallback: controllablePromise<CallbackResult>(),
    endLocalSession: controllablePromise<void>(),
    logOut: controllablePromise<void>(),
    fetchProfile: controllablePromise<Profile>(),
    fetchSubscription: controllablePromise<Subscription>(),
  };
  const watchSession = controllableCallback<AuthEvent>();
  const actions = {
    navigateToReturnTo: vi.fn(),
    navigateToUnauthorised: vi.fn(),
    applyLocale: vi.fn(),
  };
  const actor = createActor(
    authMachine.provide({
      actors: {
        restoreSession: fakes.restoreSession.logic,
        signIn: fakes.signIn.logic,
        handleCallback: fakes.handleCallback.logic,
        endLocalSession: fakes.endLocalSession.logic,
        logOut: fakes.logOut.logic,
        watchSession: watchSession.logic,
        profile: profileMachine.provide({
          actors: { fetchProfile: fakes.fetchProfile.logic },
          actions: { applyLocale: actions.applyLocale },
        }),
        subscription: subscriptionMachine.provide({ actors: { fetchSubscription: fakes.fetchSubscription.logic } }),
      },
      actions: { navigateToReturnTo: actions.navigateToReturnTo, navigateToUnauthorised: actions.navigateToUnauthorised },
    }),
    { input },
  ).start();

  const driver = createPathDriver(actor, {
    ...fakes,
    // The model sees the profile child finish; the real child finishes when its load is refused.
    profile: { resolve: () => fakes.fetchProfile.reject(apiError(403)), reject: fakes.fetchProfile.reject },
  }, {}, { navigateToReturnTo: actions.navigateToReturnTo, navigateToUnauthorised: actions.navigateToUnauthorised });
  return { actor, fakes, watchSession, actions, driver };
}
