import { assertEvent, assign, fromCallback, setup, type EventObject } from 'xstate';
import { authMachine } from './auth.machine';
import { connectivityMachine } from './connectivity.machine';
import { maintenanceMachine } from './maintenance.machine';
import { mobileWarningMachine } from './mobileWarning.machine';
import { notProvided } from './notProvided';
import { sideNavMachine, type SideNavLayout } from './sideNav.machine';
import { updateMachine } from './update.machine';

export type AppInput = {
  /** True when the page was opened by the identity provider's redirect back to the app. */
  startedOnCallback: boolean;
  /** SPEC 9: 30 s; the server's HEALTH_CHECK_INTERVAL_MS, served in /api/config. */
  healthCheckIntervalMs: number;
  /** How soon an unreachable service is probed again. */
  connectivityRetryMs: number;
  /**
   * The layout the user left the side navigation in. Read once, when the app starts, which is
   * enough: a session only begins as the page loads (restored, or back from the identity provider).
   */
  sideNavLayout: SideNavLayout;
};

export type AppContext = AppInput & {
  /** A page holds changes the user has not saved (SPEC 4 "unsaved-changes flag"). */
  formDirty: boolean;
};

export type AppEvent =
  /** Sent by a page whenever its form becomes dirty or clean, and clean when it goes away. */
  | { type: 'form.dirty'; dirty: boolean }
  /** Whether the session is signed in, as the auth child changes. */
  | { type: 'session.change'; signedIn: boolean };

/**
 * The long-lived children, by id (their system id too, so that any actor of the system can find
 * them). Adding one: its machine in `actors` under the same name, its id here, and an `invoke`
 * entry below, at the root when it lives as long as the app, under `signedIn` when it belongs to
 * the session.
 */
export type AppChildren = {
  auth: 'auth';
  maintenance: 'maintenance';
  connectivity: 'connectivity';
  update: 'update';
  mobileWarning: 'mobileWarning';
  sideNav: 'sideNav';
};

/**
 * The root app actor (DESIGN "Machines and views"): it owns the long-lived actors (the session,
 * the maintenance, connectivity and new-version banners, the mobile warning, and while signed in
 * the side navigation) so that one wiring point provides them and the inspector sees them all.
 * Failed API calls reach the maintenance and connectivity children through `watchApiFailures`. The root also keeps the unsaved-changes flag:
 * while signed in with a dirty form it runs the leave guard (the browser's warning, and a
 * confirmation before in-app navigation).
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    children: {} as AppChildren,
    tags: {} as 'unsavedChanges',
  },
  actors: {
    auth: authMachine,
    maintenance: maintenanceMachine,
    connectivity: connectivityMachine,
    update: updateMachine,
    mobileWarning: mobileWarningMachine,
    sideNav: sideNavMachine,
    followSession: fromCallback<EventObject>(notProvided('followSession')),
    // Tells the maintenance and connectivity children (by system id) what failed API calls imply.
    watchApiFailures: fromCallback<EventObject>(notProvided('watchApiFailures')),
    guardUnsavedChanges: fromCallback<EventObject>(notProvided('guardUnsavedChanges')),
  },
  actions: {
    storeFormDirty: assign({
      formDirty: ({ event }) => {
        assertEvent(event, 'form.dirty');
        return event.dirty;
      },
    }),
  },
  guards: {
    isSignedIn: ({ event }) => {
      assertEvent(event, 'session.change');
      return event.signedIn;
    },
    isSignedOut: ({ event }) => {
      assertEvent(event, 'session.change');
      return !event.signedIn;
    },
    formIsDirty: ({ context }) => context.formDirty,
    formIsClean: ({ context }) => !context.formDirty,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ ...input, formDirty: false }),
  invoke: [
    {
      id: 'auth',
      systemId: 'auth',
      src: 'auth',
      input: ({ context }) => ({ startedOnCallback: context.startedOnCallback }),
    },
    {
      id: 'maintenance',
      systemId: 'maintenance',
      src: 'maintenance',
      input: ({ context }) => ({ healthCheckIntervalMs: context.healthCheckIntervalMs }),
    },
    {
      id: 'connectivity',
      systemId: 'connectivity',
      src: 'connectivity',
      input: ({ context }) => ({ pollIntervalMs: context.healthCheckIntervalMs, retryIntervalMs: context.connectivityRetryMs }),
    },
    { id: 'update', systemId: 'update', src: 'update' },
    { id: 'mobileWarning', systemId: 'mobileWarning', src: 'mobileWarning' },
    { id: 'followSession', src: 'followSession' },
    { id: 'watchApiFailures', src: 'watchApiFailures' },
  ],
  on: {
    'form.dirty': { actions: 'storeFormDirty' },
  },
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { 'session.change': { guard: 'isSignedIn', target: 'signedIn' } },
    },
    signedIn: {
      invoke: {
        id: 'sideNav',
        systemId: 'sideNav',
        src: 'sideNav',
        input: ({ context }) => ({ layout: context.sideNavLayout }),
      },
      on: { 'session.change': { guard: 'isSignedOut', target: 'signedOut' } },
      initial: 'clean',
      states: {
        clean: {
          always: { guard: 'formIsDirty', target: 'dirty' },
        },
        dirty: {
          tags: 'unsavedChanges',
          invoke: { id: 'guardUnsavedChanges', src: 'guardUnsavedChanges' },
          always: { guard: 'formIsClean', target: 'clean' },
        },
      },
    },
  },
});
