import { assertEvent, assign, enqueueActions, fromCallback, setup, type AnyActorLogic, type AnyActorRef, type EventObject } from 'xstate';
import { authMachine } from './auth.machine';
import { connectivityMachine } from './connectivity.machine';
import { maintenanceMachine } from './maintenance.machine';
import { mobileWarningMachine } from './mobileWarning.machine';
import { notProvided } from './notProvided';
import { REALTIME_RETRIES, realtimeMachine, type RealtimeUpdate } from './realtime.machine';
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
  /** The wall clock in milliseconds, for the real-time connection's renewal. */
  now: () => number;
  /** Unique per browser tab: the real-time connection's MQTT client ids end with it. */
  tabId: string;
};

export type AppContext = AppInput & {
  /**
   * The ids of the page actors whose forms hold changes the user has not saved (SPEC 4
   * "unsaved-changes flag" is set while there is one).
   */
  dirtyForms: string[];
  /** The ids of the page actors running now, in the order they were opened. */
  pages: string[];
};

/** A page actor to run in the app's system: its id is its system id too. */
export type PageOpening = { id: string; logic: AnyActorLogic; input?: unknown };

export type AppEvent =
  /** Sent by a form's page actor (`form` is its id) whenever its form becomes dirty or clean. */
  | { type: 'form.dirty'; form: string; dirty: boolean }
  /** A route or dialog that needs its actor has appeared; an id that is already open is left as it is. */
  | ({ type: 'page.open' } & PageOpening)
  /** The route or dialog has gone: its actor stops, and its form no longer counts as unsaved. */
  | { type: 'page.close'; id: string }
  /** Whether the session is signed in, as the auth child changes. */
  | { type: 'session.change'; signedIn: boolean }
  /** An update the real-time child accepted, handed on to the open pages and the recent items. */
  | RealtimeUpdate;

/**
 * XState types a child given as logic (not by name from `actors`) as anonymous; a page's actor has
 * the id its wiring chose, and the wiring types its ref by the logic it opened.
 */
type SpawnPage = (logic: AnyActorLogic, options: { id: string; systemId: string; input: unknown }) => void;

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
  realtime: 'realtime';
};

/**
 * The root app actor (DESIGN "Machines and views"): it owns the long-lived actors (the session,
 * the maintenance, connectivity and new-version banners, the mobile warning, and while signed in
 * the side navigation and the real-time connection) so that one wiring point provides them and the
 * inspector sees them all. Each real-time update the connection accepts comes to the root as
 * `realtime.<event name>` and goes on to every open page actor and to the recent items.
 * Failed API calls reach the maintenance and connectivity children through `watchApiFailures`.
 *
 * Page actors (a route's machine, a dialog's machine) are children of the root too, so that the
 * app is one actor system: one tree in the inspector, and every actor can reach the long-lived ones
 * by system id. Their machines need effects that only the React wiring has, so the wiring hands
 * the provided logic in: `page.open { id, logic, input }` spawns it under `id` (as its system id as
 * well) and `page.close { id }` stops it. The wiring opens a page as its component first renders
 * and closes it when the component goes (`usePageActor`); the machine stays free of any page's
 * effects, and a page actor is typed by the logic its wiring opened.
 *
 * The root also keeps the unsaved-changes flag: a form's page actor reports `form.dirty` to its
 * parent, this root, and a closed page's form stops counting. While signed in with a dirty form
 * the root runs the leave guard (the browser's warning, and a confirmation before in-app
 * navigation).
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
    realtime: realtimeMachine,
    followSession: fromCallback<EventObject>(notProvided('followSession')),
    // Tells the maintenance and connectivity children (by system id) what failed API calls imply.
    watchApiFailures: fromCallback<EventObject>(notProvided('watchApiFailures')),
    guardUnsavedChanges: fromCallback<EventObject>(notProvided('guardUnsavedChanges')),
  },
  actions: {
    storeFormDirty: assign({
      dirtyForms: ({ context, event }) => {
        assertEvent(event, 'form.dirty');
        const others = context.dirtyForms.filter((form) => form !== event.form);
        return event.dirty ? [...others, event.form] : others;
      },
    }),
    // Starting and stopping are kept apart from the bookkeeping so that a walk of the machine's
    // graph, which shares one system between its branches, can leave the real children out.
    spawnPage: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, 'page.open');
      (enqueue.spawnChild as unknown as SpawnPage)(event.logic, { id: event.id, systemId: event.id, input: event.input });
    }),
    // Every open page, and the recent items while the side navigation shows them, hears each real-time
    // update; a page's machine handles the updates it cares about and ignores the others.
    forwardRealtimeUpdate: enqueueActions(({ context, enqueue, event, system }) => {
      const pages = context.pages.map((id) => system.get(id) as AnyActorRef | undefined);
      const sideNav = system.get('sideNav') as AnyActorRef | undefined;
      const recents = sideNav?.getSnapshot().children.recents as AnyActorRef | undefined;
      for (const target of [...pages, recents]) if (target) enqueue.sendTo(target, event);
    }),
    stopPage: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, 'page.close');
      enqueue.stopChild(event.id);
    }),
    storePageOpened: assign({
      pages: ({ context, event }) => {
        assertEvent(event, 'page.open');
        return [...context.pages, event.id];
      },
    }),
    storePageClosed: assign(({ context, event }) => {
      assertEvent(event, 'page.close');
      return {
        pages: context.pages.filter((page) => page !== event.id),
        dirtyForms: context.dirtyForms.filter((form) => form !== event.id),
      };
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
    formIsDirty: ({ context }) => context.dirtyForms.length > 0,
    formIsClean: ({ context }) => context.dirtyForms.length === 0,
    pageIsClosed: ({ context, event }) => {
      assertEvent(event, 'page.open');
      return !context.pages.includes(event.id);
    },
    pageIsOpen: ({ context, event }) => {
      assertEvent(event, 'page.close');
      return context.pages.includes(event.id);
    },
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ ...input, dirtyForms: [], pages: [] }),
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
    'page.open': { guard: 'pageIsClosed', actions: ['spawnPage', 'storePageOpened'] },
    'page.close': { guard: 'pageIsOpen', actions: ['stopPage', 'storePageClosed'] },
    'realtime.task_status_updated': { actions: 'forwardRealtimeUpdate' },
    'realtime.new_simulation_created': { actions: 'forwardRealtimeUpdate' },
    'realtime.report_status_updated': { actions: 'forwardRealtimeUpdate' },
    'realtime.data_source_import_task_status_updated': { actions: 'forwardRealtimeUpdate' },
  },
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { 'session.change': { guard: 'isSignedIn', target: 'signedIn' } },
    },
    signedIn: {
      invoke: [
        {
          id: 'sideNav',
          systemId: 'sideNav',
          src: 'sideNav',
          input: ({ context }) => ({ layout: context.sideNavLayout }),
        },
        {
          id: 'realtime',
          systemId: 'realtime',
          src: 'realtime',
          input: ({ context }) => ({ now: context.now, tabId: context.tabId, retries: REALTIME_RETRIES }),
        },
      ],
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
