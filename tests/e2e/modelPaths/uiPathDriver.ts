import { test as base, expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { ModelPath } from '../../machines/support/modelPaths';
import { signedInState } from '../support/signIn';

/**
 * `account` opens each test's page with that demo account already signed in, from the account's
 * one real sign-in kept for the run (support/signIn.ts).
 */
export const test = base.extend<{ account: string | null }>({
  account: [null, { option: true }],
  storageState: async ({ account, browser, storageState }, use) => {
    await use(account ? await signedInState(browser, account) : storageState);
  },
});

export { expect };

/** What the user sees in one leaf state, given what the test has answered so far. */
export type Sight<World> = (world: World) => Promise<void>;

/** A state the app leaves by itself without waiting on anything the test holds: the reason it is not looked at. */
type PassingState = { passesThrough: string };

export type UiStep = {
  event: EventObject;
  /** Leaf states before and after the event. */
  from: string[];
  to: string[];
};

export type UiPlan<World> = {
  /** Produces the event as a user (click, typing) or the world (a server answer, time passing) would. */
  perform(step: UiStep, world: World): Promise<void>;
  /** Hand-written from SPEC.md and the locales: every leaf state the paths visit must be here. */
  sees: Record<string, Sight<World> | PassingState>;
  /** Event types no user action or server answer can produce, with the reason; a path stops there. */
  notDrivable: Record<string, string>;
};

/**
 * A state name as the model paths give it, as leaf state paths: `on.waiting`, a parallel
 * `fetch.loading & link.idle`, or a state value in JSON.
 */
function leafStates(name: string): string[] {
  if (name.startsWith('{')) return flattenValue(JSON.parse(name) as unknown);
  return name
    .replace(/[[\]"]/g, ' ')
    .split(/[\s,&|+;]+/)
    .filter(Boolean);
}

function flattenValue(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flattenValue(child, `${prefix}${key}.`));
}

function shortEvent(type: string): string {
  if (type.startsWith('xstate.after.')) return `after ${type.split('.')[2]}`;
  return type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
}

/** A unique, readable test title: the path's states and events. */
export function pathTitle(index: number, path: ModelPath): string {
  const steps = path.events.map((event, at) => ` -${shortEvent(event.type)}-> ${path.states[at + 1]}`);
  return `#${index + 1} ${path.start}: ${path.states[0]}${steps.join('')}`;
}

async function look<World>(plan: UiPlan<World>, world: World, leaves: string[]): Promise<void> {
  for (const leaf of leaves) {
    const sight = plan.sees[leaf];
    if (!sight) throw new Error(`No UI expectation for state '${leaf}': add it to the spec's table`);
    if (typeof sight === 'function') await test.step(`sees ${leaf}`, () => sight(world));
  }
}

/**
 * Walks one generated path through the real UI: after the start and after each event, whatever
 * the user sees in the new state is checked. A step listed as not drivable ends the walk there.
 */
export async function walkPath<World>(path: ModelPath, plan: UiPlan<World>, world: World): Promise<void> {
  await look(plan, world, leafStates(path.states[0]!));
  for (const [index, event] of path.events.entries()) {
    const reason = plan.notDrivable[event.type];
    if (reason) {
      test.info().annotations.push({ type: 'not drivable', description: `${event.type}: ${reason}` });
      return;
    }
    const step = { event, from: leafStates(path.states[index]!), to: leafStates(path.states[index + 1]!) };
    await test.step(`${shortEvent(event.type)} → ${path.states[index + 1]}`, async () => {
      await plan.perform(step, world);
      await look(plan, world, step.to);
    });
  }
}

/** Every not-drivable entry must still occur in some path, so that the table says what is skipped today. */
export function unusedNotDrivable(paths: ModelPath[], notDrivable: Record<string, string>): string[] {
  const used = new Set(paths.flatMap((path) => path.events.map((event) => event.type)));
  return Object.keys(notDrivable).filter((type) => !used.has(type));
}

/** Follows an in-app link to `path`: the router's own history push, so the app is not reloaded. */
export async function followInAppLink(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

export type HeldAnswer = { status: number; json?: unknown } | 'no answer' | 'server';

/**
 * Requests to one API address held until the test answers them, so that the state in which the
 * app waits for the answer can be looked at. The newest request is answered first: an older one
 * is one the app has since given up on.
 */
export class HeldRequests {
  private readonly held: Route[] = [];
  private arrived = 0;

  private constructor(private readonly label: string) {}

  static async on(page: Page, method: string, matches: (url: URL) => boolean, label: string): Promise<HeldRequests> {
    const requests = new HeldRequests(label);
    await page.route(
      (url) => matches(url),
      async (route) => {
        if (route.request().method() !== method) return route.fallback();
        requests.held.push(route);
        requests.arrived += 1;
      },
    );
    return requests;
  }

  /** Waits until more than `count` requests have come in. */
  async arrivedBeyond(count: number): Promise<void> {
    await expect.poll(() => this.arrived, { message: `waiting for ${this.label}` }).toBeGreaterThan(count);
  }

  /** Runs `action` and waits for the request it makes. */
  async madeBy(action: () => Promise<unknown>): Promise<void> {
    const before = this.arrived;
    await action();
    await this.arrivedBeyond(before);
  }

  async answer(answer: HeldAnswer): Promise<void> {
    const route = this.held.pop();
    if (!route) throw new Error(`No ${this.label} is waiting for an answer`);
    // The app may have given up on the request meanwhile; answering it then changes nothing.
    const settled =
      answer === 'no answer'
        ? route.abort('internetdisconnected')
        : answer === 'server'
          ? route.continue()
          : route.fulfill({ status: answer.status, json: answer.json });
    await settled.catch(() => undefined);
  }
}

/** The toast a user reads, by its exact text. */
export const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).last();
