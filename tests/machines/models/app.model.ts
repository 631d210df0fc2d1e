import { createMachine } from 'xstate';
import { appMachine } from '../../../src/machines/app.machine';
import { appInput } from '../harness/app.harness';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';

type Expected = typeof appInput & { dirtyForms: string[]; pages: string[] };

const FORM = 'profileForm';
const SIGN_IN = 'the session signs in';
const DIRTY = 'the profile form gets unsaved changes';
const CLEAN = 'the profile form is saved or reset';
const OPEN = 'the profile page opens';
const CLOSE = 'the profile page closes';

const without = (list: string[], id: string) => list.filter((item) => item !== id);
/** SPEC 4: the unsaved-changes flag is set while any form holds changes, and warns only while signed in. */
const signedInAs = (dirtyForms: string[]) => (dirtyForms.length > 0 ? 'signedIn.dirty' : 'signedIn.clean');
const dirty = (context: Expected) => ({ dirtyForms: [...without(context.dirtyForms, FORM), FORM] });
const clean = (context: Expected) => ({ dirtyForms: without(context.dirtyForms, FORM) });
/** A closed page's form no longer counts as unsaved; closing a page that is not open changes nothing. */
const closed = (context: Expected) =>
  context.pages.includes(FORM) ? { pages: without(context.pages, FORM), dirtyForms: without(context.dirtyForms, FORM) } : {};

/**
 * DESIGN "Machines and views" (one root actor owning the long-lived actors, page actors spawned into
 * it), SPEC 4 "Maintenance, update, offline" (the banners run from the start; the unsaved-changes
 * flag warns while the user is authenticated), SPEC 2 "Side navigation" (only for signed-in users),
 * SPEC 4 "Real-time events" (the connection of a signed-in user).
 */
export const appModel = machineModel({
  name: 'app',
  // The graph walk shares one actor system between its branches, so pages are not really spawned.
  machine: appMachine.provide({ actions: { spawnPage: () => undefined, stopPage: () => undefined } }),
  starts: [{ label: 'app started', input: appInput, state: 'signedOut', context: { ...appInput, dirtyForms: [], pages: [] } as Expected }],
  events: {
    [SIGN_IN]: { type: 'session.change', signedIn: true },
    'the session ends': { type: 'session.change', signedIn: false },
    [DIRTY]: { type: 'form.dirty', form: FORM, dirty: true },
    [CLEAN]: { type: 'form.dirty', form: FORM, dirty: false },
    [OPEN]: { type: 'page.open', id: FORM, logic: createMachine({ id: 'page' }) },
    [CLOSE]: { type: 'page.close', id: FORM },
  },
  states: {
    [ANY]: {
      says: ({ pages }) => `the banners are watched${pages.length ? `; page actors: ${pages.join(', ')}` : ''}`,
      invoked: ({ pages }) => ({
        auth: { startedOnCallback: false },
        maintenance: { healthCheckIntervalMs: 30_000 },
        connectivity: { pollIntervalMs: 30_000, retryIntervalMs: 5_000 },
        update: undefined,
        mobileWarning: undefined,
        followSession: undefined,
        watchApiFailures: undefined,
        ...Object.fromEntries(pages.map((page) => [page, undefined])),
      }),
    },
    signedOut: { says: 'signed out: no side navigation, no leave warning' },
    signedIn: {
      says: 'signed in: the side navigation shows and live updates arrive',
      // SPEC 9: the real-time connection retries 3 times.
      invoked: { sideNav: { layout: 'expanded' }, realtime: { now: appInput.now, tabId: appInput.tabId, retries: 3 } },
    },
    'signedIn.clean': { says: 'no unsaved changes' },
    'signedIn.dirty': {
      says: '"Changes you made may not be saved." warns before leaving',
      tags: ['unsavedChanges'],
      invoked: { guardUnsavedChanges: undefined },
    },
  },
  transitions: {
    [ANY]: {
      [DIRTY]: (context: Expected) => ({ context: dirty(context) }),
      [CLEAN]: (context: Expected) => ({ context: clean(context) }),
      [OPEN]: (context: Expected) => (context.pages.includes(FORM) ? {} : { context: { pages: [...context.pages, FORM] } }),
      [CLOSE]: (context: Expected) => ({ context: closed(context) }),
    },
    signedOut: { [SIGN_IN]: (context: Expected) => signedInAs(context.dirtyForms) },
    signedIn: {
      'the session ends': 'signedOut',
      [DIRTY]: (context: Expected) => ({ to: signedInAs(dirty(context).dirtyForms), context: dirty(context) }),
      [CLEAN]: (context: Expected) => ({ to: signedInAs(clean(context).dirtyForms), context: clean(context) }),
      [CLOSE]: (context: Expected) => ({ to: signedInAs(closed(context).dirtyForms ?? context.dirtyForms), context: closed(context) }),
    },
  },
});
