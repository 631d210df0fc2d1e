import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './harness/app.harness';
import { startAuth } from './harness/auth.harness';
import { startLearningDialog } from './harness/learningDialog.harness';
import { startLogoutDialog } from './harness/logoutDialog.harness';
import { startMaintenance } from './harness/maintenance.harness';
import { startPortfolioList } from './harness/portfolioList.harness';
import { startRealtime } from './harness/realtime.harness';
import { startRecents } from './harness/recents.harness';
import { startSideNav } from './harness/sideNav.harness';
import { startSubscription } from './harness/subscription.harness';
import { startTaskChip } from './harness/taskChip.harness';
import { startUpdate } from './harness/update.harness';
import { appModel } from './models/app.model';
import { authModel } from './models/auth.model';
import { learningDialogModel } from './models/learningDialog.model';
import { logoutDialogModel } from './models/logoutDialog.model';
import { maintenanceModel } from './models/maintenance.model';
import { portfolioListModel } from './models/portfolioList.model';
import { realtimeModel } from './models/realtime.model';
import { recentsModel } from './models/recents.model';
import { sideNavModel } from './models/sideNav.model';
import { subscriptionModel } from './models/subscription.model';
import { taskChipModel } from './models/taskChip.model';
import { updateModel } from './models/update.model';
import { getModelPaths, type MachineModel } from './support/modelPaths';
import type { PathDriver } from './support/pathDriver';
import { runModelPath } from './support/runModelPath';

/*
 * Each machine below is replaced, for this file only, by a copy with one transition broken: a
 * target changed, an action dropped, a guard inverted or a transition removed. The models' paths must notice, or the
 * model-based tests would pass whatever the machines do.
 */
vi.mock('../../src/machines/auth.machine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/machines/auth.machine')>();
  const { mutateMachine } = await import('./support/mutateMachine');
  const authMachine = mutateMachine(actual.authMachine, ['loggingOut'], (state) => ({ ...state, invoke: { id: 'logOut', src: 'logOut', onError: 'expired' } }));
  return { ...actual, authMachine };
});
vi.mock('../../src/machines/maintenance.machine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/machines/maintenance.machine')>();
  const { mutateMachine } = await import('./support/mutateMachine');
  const maintenanceMachine = mutateMachine(actual.maintenanceMachine, ['on', 'checking'], (state) => {
    const invoke = state.invoke as { onError: unknown[] };
    return { ...state, invoke: { ...invoke, onError: invoke.onError.filter((_, index) => index !== 1) } };
  });
  return { ...actual, maintenanceMachine };
});
vi.mock('../../src/machines/subscription.machine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/machines/subscription.machine')>();
  const { mutateMachine } = await import('./support/mutateMachine');
  const subscriptionMachine = mutateMachine(actual.subscriptionMachine, ['link', 'linking'], (state) => {
    const invoke = state.invoke as { onDone: { actions: unknown[] } };
    return { ...state, invoke: { ...invoke, onDone: { ...invoke.onDone, actions: invoke.onDone.actions.slice(0, 1) } } };
  });
  return { ...actual, subscriptionMachine };
});
vi.mock('../../src/machines/portfolioList.machine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/machines/portfolioList.machine')>();
  const { mutateMachine } = await import('./support/mutateMachine');
  const portfolioListMachine = mutateMachine(actual.portfolioListMachine, ['debouncing'], (state) => ({ ...state, after: { searchDebounce: 'loading' } }));
  return { ...actual, portfolioListMachine };
});
vi.mock('../../src/machines/logoutDialog.machine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/machines/logoutDialog.machine')>();
  const { mutateMachine } = await import('./support/mutateMachine');
  const logoutDialogMachine = mutateMachine(actual.logoutDialogMachine, ['open'], (state) => ({
    ...state,
    on: { ...(state.on as object), 'dialog.confirm': 'confirmed' },
  }));
  return { ...actual, logoutDialogMachine };
});
vi.mock('../../src/machines/sideNav.machine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/machines/sideNav.machine')>();
  const isSelected = actual.sideNavMachine.implementations.guards.isSelected as (...args: unknown[]) => boolean;
  const sideNavMachine = actual.sideNavMachine.provide({ guards: { isSelected: ((...args: unknown[]) => !isSelected(...args)) as never } });
  return { ...actual, sideNavMachine };
});
vi.mock('../../src/machines/recents.machine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/machines/recents.machine')>();
  const { mutateMachine } = await import('./support/mutateMachine');
  const recentsMachine = mutateMachine(actual.recentsMachine, ['failed'], (state) => ({ ...state, on: { 'recents.retry': 'loaded' } }));
  return { ...actual, recentsMachine };
});
vi.mock('../../src/machines/learningDialog.machine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/machines/learningDialog.machine')>();
  const { mutateMachine } = await import('./support/mutateMachine');
  const learningDialogMachine = mutateMachine(actual.learningDialogMachine, ['open'], (state) => {
    const on = Object.entries(state.on as Record<string, unknown>).filter(([type]) => type !== 'dialog.cancel');
    return { ...state, on: Object.fromEntries(on) };
  });
  return { ...actual, learningDialogMachine };
});
vi.mock('../../src/machines/app.machine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/machines/app.machine')>();
  const { mutateMachine } = await import('./support/mutateMachine');
  const appMachine = mutateMachine(actual.appMachine, ['signedOut'], (state) => ({ ...state, on: { 'session.change': 'signedIn' } }));
  return { ...actual, appMachine };
});
vi.mock('../../src/machines/taskChip.machine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/machines/taskChip.machine')>();
  const { mutateMachine } = await import('./support/mutateMachine');
  const taskChipMachine = mutateMachine(actual.taskChipMachine, ['running', 'counting'], (state) => ({ ...state, on: { 'countdown.tick': { actions: 'countDown' } } }));
  return { ...actual, taskChipMachine };
});
vi.mock('../../src/machines/realtime.machine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/machines/realtime.machine')>();
  const { mutateMachine } = await import('./support/mutateMachine');
  const realtimeMachine = mutateMachine(actual.realtimeMachine, ['online', 'connected', 'renewing', 'connecting'], (state) => {
    const on = state.on as Record<string, { actions: string[] }>;
    const connected = on['broker.connected']!;
    return { ...state, on: { ...on, 'broker.connected': { ...connected, actions: connected.actions.filter((action) => action !== 'stopConnection') } } };
  });
  return { ...actual, realtimeMachine };
});

const broken: Array<{ model: MachineModel; start: (input: never) => { driver: PathDriver }; change: string }> = [
  { model: authModel, start: startAuth, change: 'a failed provider log-out ends in expired instead of signed out' },
  { model: maintenanceModel, start: startMaintenance, change: 'a health check without an answer ends maintenance' },
  { model: subscriptionModel, start: startSubscription, change: 'a successful link no longer emits subscription.linked' },
  { model: portfolioListModel, start: startPortfolioList, change: 'a pause in typing loads without applying the search' },
  { model: logoutDialogModel, start: startLogoutDialog, change: 'confirming no longer asks to log out' },
  { model: sideNavModel, start: startSideNav, change: 'the guard telling the open recent kind is inverted' },
  { model: recentsModel, start: startRecents, change: 'Retry shows the list instead of loading it' },
  { model: appModel, start: startApp, change: 'any session change, even a sign-out, shows the signed-in app' },
  { model: learningDialogModel, start: startLearningDialog, change: 'the dialog can no longer be cancelled' },
  { model: realtimeModel, start: startRealtime, change: 'a renewed connection leaves the old one open' },
  { model: taskChipModel, start: startTaskChip, change: 'a running countdown goes on at 0 instead of showing the label again' },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('model paths against deliberately broken machines', () => {
  for (const { model, start, change } of broken) {
    it(`fail for ${model.name} when ${change}`, async () => {
      const failures: string[] = [];
      for (const path of getModelPaths(model)) {
        const { driver } = start(path.input as never);
        await runModelPath(path, driver).catch((error: Error) => failures.push(error.message));
        driver.actor.stop();
      }
      // A step's expectation must catch it, not a harness that could not drive the path.
      expect(failures.join('\n'), `${model.name}: no path noticed that ${change}`).toMatch(/\bafter "/);
    });
  }
});

describe('model paths against an incomplete model', () => {
  it('fail where the machine reaches a state the model does not describe', async () => {
    const states = Object.fromEntries(Object.entries(updateModel.states).filter(([name]) => name !== 'applying'));
    const incomplete: MachineModel = { ...updateModel, states };
    const failures: string[] = [];
    for (const path of getModelPaths(incomplete)) {
      const { driver } = startUpdate();
      await runModelPath(path, driver).catch((error: Error) => failures.push(error.message));
      driver.actor.stop();
    }
    expect(failures.join('\n')).toMatch('the model does not describe state applying');
  });
});
