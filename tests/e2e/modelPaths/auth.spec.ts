import type { Page, Request } from '@playwright/test';
import type { EventObject } from 'xstate';
import { authModel } from '../../machines/models/auth.model';
import { getModelPaths, type ModelPath } from '../../machines/support/modelPaths';
import { signInThroughForm } from '../support/signIn';
import { HeldRequests, expect, pathTitle, test, unusedNotDrivable, walkPath, type Sight, type UiPlan } from './uiPathDriver';

const ACCOUNT = { email: 'admin@horizon.test', name: 'Alex Morgan', password: 'horizon' };
const HOUR_MS = 3_600_000;
/** SPEC 9: the session ends one day after the id token's own expiry (the provider's id tokens last an hour). */
const SESSION_END_MS = 24 * HOUR_MS + HOUR_MS;
/** The session watcher looks every 15 s; a little more covers it. */
const WATCH_MS = 60_000;
/** The texts of SPEC 2 and 8 and src/locales/en-AU.json (auth.*, unauthorised.*). */
const SESSION_EXPIRED = 'Your session has expired. Please login to continue.';
const SIGN_IN_ERROR = 'An error has occurred while signing you in. Please click login to try again.';
const RESTRICTED = 'You have reached an area that requires special permission.';

type World = {
  page: Page;
  /** The provider's code exchange after its redirect to /callback. */
  codeExchanges: HeldRequests;
  profiles: HeldRequests | null;
  logouts: HeldRequests | null;
  /** Held until the test answers it: the signed-in app then waits on its loading screen (SPEC 2). */
  profileHeld: boolean;
  /** Where the sign-in started, and so where the app must land. */
  returnTo: string | null;
  /** The provider's reason for a failed sign-in, for the technical details. */
  signInProblem: string | null;
  /** The browser's visit to the provider's sign-in, from the last Sign in click. */
  authorize: Promise<Request> | null;
};

const loadingScreen = (page: Page, text: string) => page.getByRole('status', { name: text });
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });
const userMenu = (page: Page) => page.getByRole('button', { name: new RegExp(ACCOUNT.name) });

const signInPage = (expired: boolean): Sight<World> => async ({ page }) => {
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(signInButton(page)).toBeVisible();
  if (expired) await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  else await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
};

const PASSES_WITHOUT_WAITING = 'the app ends the local session itself, without a request the test could hold: nothing stays on screen';

const plan: UiPlan<World> = {
  sees: {
    loading: { passesThrough: 'restoring reads the identity client cache in the browser: no request the test could hold' },
    handlingCallback: async ({ page }) => {
      await expect(loadingScreen(page, 'Signing you in...')).toBeVisible();
    },
    signedIn: async (world) => {
      const { page } = world;
      if (world.profileHeld) {
        await world.profiles!.arrivedBeyond(0);
        return expect(loadingScreen(page, 'Loading...')).toBeVisible();
      }
      await expect(userMenu(page)).toBeVisible();
      await expect(page).not.toHaveURL(/\/(login|callback|unauthorised)/);
      if (world.returnTo) await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === world.returnTo);
    },
    signedOut: signInPage(false),
    signingIn: async (world) => {
      const visit = await world.authorize!;
      expect(new URL(visit.url()).searchParams.get('redirect_uri')).toBe(new URL('/callback', world.page.url()).href);
    },
    expiring: { passesThrough: PASSES_WITHOUT_WAITING },
    expired: signInPage(true),
    endingRefusedSession: { passesThrough: PASSES_WITHOUT_WAITING },
    unauthorised: async ({ page }) => {
      await expect(page).toHaveURL(/\/unauthorised$/);
      await expect(page.getByText('Hold Up!')).toBeVisible();
      await expect(page.getByText(RESTRICTED)).toBeVisible();
    },
    loggingOut: async ({ page }) => {
      await expect(loadingScreen(page, 'Logging you out...')).toBeVisible();
    },
    error: async ({ page, signInProblem }) => {
      await expect(page.getByText(SIGN_IN_ERROR)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      if (signInProblem) {
        await page.getByText('Show technical details').click();
        await expect(page.getByText(signInProblem, { exact: true })).toBeVisible();
      }
    },
  },
  notDrivable: {
    'xstate.error.actor.signIn':
      'the redirect to the provider fails only inside the browser (no Web Crypto, a blocked navigation); a provider that refuses the request answers on its own page or through /callback, which is xstate.error.actor.handleCallback',
    'xstate.error.actor.endLocalSession':
      "clearing the browser's own storage fails only when the browser refuses it; no user action or server answer causes that",
  },
  async perform({ event, from }, world) {
    const { page } = world;
    switch (event.type) {
      // Prepared before the app opened: the stored session, the clock and the provider's answers.
      case 'xstate.done.actor.restoreSession':
      case 'xstate.error.actor.restoreSession':
      case 'xstate.done.actor.endLocalSession':
        return;
      case 'xstate.done.actor.handleCallback':
        return world.codeExchanges.answer('server');
      case 'xstate.error.actor.handleCallback': {
        const { error } = event as EventObject & { error: { error: string; error_description: string } };
        world.signInProblem = error.error_description;
        return world.codeExchanges.answer({ status: 400, json: { error: error.error, error_description: error.error_description } });
      }
      case 'xstate.done.actor.profile':
        world.profileHeld = false;
        return world.profiles!.answer({ status: 403, json: { code: 403, message: RESTRICTED } });
      // A page's own load refused: the company connection answers 403 (the test's route).
      case 'session.refused':
        await userMenu(page).click();
        await page.getByRole('menuitem', { name: 'Manage Profile' }).click();
        return page.getByRole('link', { name: 'Company Connection' }).click();
      case 'session.expired':
        return page.clock.fastForward(SESSION_END_MS + WATCH_MS);
      case 'auth.logout': {
        await userMenu(page).click();
        await page.getByRole('menuitem', { name: 'Log Out' }).click();
        const dialog = page.getByRole('dialog', { name: 'Log Out' });
        return world.logouts!.madeBy(() => dialog.getByRole('button', { name: 'Log Out' }).click());
      }
      // The log-out leaves for the provider, which ends its session and sends the user back to the
      // site: the same signed-out app the machine reaches when that redirect fails.
      case 'xstate.error.actor.logOut':
        return world.logouts!.answer('server');
      case 'auth.login':
        world.authorize = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/authorize');
        if (from.includes('error')) return page.getByRole('button', { name: 'Login' }).click();
        if (from.includes('unauthorised')) await page.getByRole('button', { name: 'Go to Home' }).click();
        return signInButton(page).click();
      default:
        throw new Error(`No UI cause for ${event.type}`);
    }
  },
};

const paths = getModelPaths(authModel);
const has = (path: ModelPath, type: string) => path.events.some((event) => event.type === type);
const restoredAs = (path: ModelPath): string | undefined => {
  const [first] = path.events;
  if (first?.type === 'xstate.error.actor.restoreSession') return 'failing';
  return first?.type === 'xstate.done.actor.restoreSession' ? (first as EventObject & { output: { status: string } }).output.status : undefined;
};
const startsOnCallback = (path: ModelPath) => path.states[0] === 'handlingCallback';
/** The log-out ends the session's grant at the provider, so that path signs in on its own. */
const usesSharedSession = (path: ModelPath) => !startsOnCallback(path) && restoredAs(path) !== 'signedOut' && !has(path, 'auth.logout');

test.describe('auth: generated paths through the UI', () => {
  test('the not-drivable table names only steps the paths still take', () => {
    expect(unusedNotDrivable(paths, plan.notDrivable)).toEqual([]);
  });

  for (const [index, path] of paths.entries()) {
    test.describe(() => {
      test.use({ account: usesSharedSession(path) ? ACCOUNT.email : null });

      test(pathTitle(index, path), async ({ page }) => {
        if (has(path, 'auth.logout') && !startsOnCallback(path)) await signInThroughForm(page, ACCOUNT.email);
        const world: World = {
          page,
          codeExchanges: await HeldRequests.on(page, 'POST', (url) => url.pathname === '/oauth/token', 'the code exchange'),
          profiles: has(path, 'xstate.done.actor.profile')
            ? await HeldRequests.on(page, 'GET', (url) => url.pathname === '/api/profile', 'GET /api/profile')
            : null,
          logouts: has(path, 'auth.logout') ? await HeldRequests.on(page, 'POST', (url) => url.pathname === '/api/profile/logout', 'the log-out') : null,
          profileHeld: has(path, 'xstate.done.actor.profile'),
          returnTo: null,
          signInProblem: null,
          authorize: null,
        };
        // A token renewal never reaches the provider: the stored session's grant stays as it is for
        // the other tests, and a renewal the app needs gets no answer.
        await page.route(
          (url) => url.pathname === '/oauth/token',
          (route) => (/grant_type\W+refresh_token/.test(route.request().postData() ?? '') ? route.abort('timedout') : route.fallback()),
        );
        await page.route(
          (url) => url.pathname === '/api/profile/company-connection',
          (route) => route.fulfill({ status: 403, json: { code: 403, message: RESTRICTED } }),
        );
        const restored = restoredAs(path);
        // The stored session has passed its end, or only its access token (1 h) has.
        if (restored === 'expired') await page.clock.install({ time: Date.now() + SESSION_END_MS + WATCH_MS });
        else if (restored === 'failing') await page.clock.install({ time: Date.now() + 2 * HOUR_MS });
        else await page.clock.install();

        if (startsOnCallback(path)) {
          const [first] = path.events;
          world.returnTo =
            first?.type === 'xstate.done.actor.handleCallback' ? (first as EventObject & { output: { returnTo: string } }).output.returnTo : null;
          await page.goto(world.returnTo ?? '/portfolios');
          await signInButton(page).click();
          await page.getByLabel('Email').fill(ACCOUNT.email);
          await page.getByLabel('Password').fill(ACCOUNT.password);
          await world.codeExchanges.madeBy(() => signInButton(page).click());
        } else {
          await page.goto('/portfolios');
        }
        await walkPath(path, plan, world);
      });
    });
  }
});
