import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ApiError } from '../../../src/api/apiError';
import type { Subscription } from '../../../src/api/schemas/subscription.schema';
import { subscriptionModel } from '../../machines/models/subscription.model';
import { getModelPaths } from '../../machines/support/modelPaths';
import { HeldRequests, expect, followInAppLink, pathTitle, test, toast, walkPath, type Sight, type UiPlan } from './uiPathDriver';

const SUBSCRIPTION_PAGE = '/my-account/subscription';
/** The texts of SPEC 7 "Profile and support" and src/locales/namespaces/myAccount/en-AU.json (myAccount.subscription.*). */
const LINKED_TOAST = 'Your subscription has been linked successfully.';
const NONE_TITLE = 'No subscription is linked to your account';
const UNKNOWN_CODE = 'We could not find a subscription with this code for your organisation.';
const CODE_HINT = 'For example HZN-COR-3190.';

type World = {
  page: Page;
  fetches: HeldRequests;
  links: HeldRequests;
  /** The subscription the last answers gave (SPEC 4: a 404 clears it, another failure keeps it). */
  subscription: Subscription | null;
  /** The text the last refused link answer must show. */
  linkProblem: string | null;
  /** The body of the last failed load other than a 404. */
  loadFailure: { code: number; message: string } | null;
};

/** A portfolio the user may delete (the user action that refreshes the subscription), found once. */
let deletable: { id: string; name: string } | null = null;

const details = (world: World) => world.page.getByTestId('subscription-details');
const linkButton = (world: World) => world.page.getByRole('button', { name: 'Link subscription' });
const noneNotice = (world: World) => world.page.getByRole('heading', { name: NONE_TITLE });

const knownSubscriptionShown: Sight<World> = async (world) => {
  if (world.subscription) {
    await expect(details(world)).toContainText(world.subscription.subscription_id);
    await expect(noneNotice(world)).toHaveCount(0);
  } else {
    await expect(noneNotice(world)).toBeVisible();
    await expect(details(world)).toHaveCount(0);
  }
};

const linkFormReady: Sight<World> = async (world) => {
  await expect(linkButton(world)).toBeEnabled();
  await expect(linkButton(world)).not.toHaveClass(/p-button-loading/);
};

const plan: UiPlan<World> = {
  sees: {
    // SPEC 2: a spinner while it loads; what was shown before stays meanwhile.
    'fetch.loading': async (world) => {
      if (world.subscription) await expect(details(world)).toContainText(world.subscription.subscription_id);
      else await expect(world.page.locator('.account-subscription .p-skeleton')).toBeVisible();
      await expect(noneNotice(world)).toHaveCount(0);
    },
    'fetch.loaded': knownSubscriptionShown,
    'fetch.absent': knownSubscriptionShown,
    'fetch.failed': async (world) => {
      await knownSubscriptionShown(world);
      // SPEC 8: a 503 body code, whichever call got it, is the maintenance banner's to tell.
      if (world.loadFailure?.code === 503) await expect(world.page.getByTestId('maintenance-banner')).toContainText(world.loadFailure.message);
    },
    'link.idle': async (world) => {
      await linkFormReady(world);
      await expect(world.page.getByText(CODE_HINT)).toBeVisible();
    },
    'link.linking': async (world) => {
      await expect(linkButton(world)).toBeDisabled();
      await expect(linkButton(world)).toHaveClass(/p-button-loading/);
    },
    'link.linked': async (world) => {
      await linkFormReady(world);
      await expect(world.page.getByText(CODE_HINT)).toBeVisible();
    },
    'link.linkFailed': async (world) => {
      await linkFormReady(world);
      // SPEC 8 sends a refused link to the generic handler (a toast); the page also says it at the field.
      await expect(world.page.getByText(world.linkProblem!, { exact: true }).first()).toBeVisible();
    },
  },
  notDrivable: {},
  async perform({ event }, world) {
    switch (event.type) {
      case 'subscription.link': {
        const { subscriptionId } = event as EventObject & { subscriptionId: string };
        await world.page.getByLabel('Subscription code').fill(subscriptionId);
        return world.links.madeBy(() => linkButton(world).click());
      }
      case 'subscription.refresh':
        return world.fetches.madeBy(() => deleteAPortfolio(world));
      case 'xstate.done.actor.fetchSubscription': {
        world.subscription = (event as EventObject & { output: Subscription }).output;
        return world.fetches.answer({ status: 200, json: world.subscription });
      }
      case 'xstate.error.actor.fetchSubscription': {
        const error = apiErrorOf(event);
        if (error.status === 404) world.subscription = null;
        else world.loadFailure = error.body;
        return world.fetches.answer({ status: error.status, json: error.body });
      }
      case 'xstate.done.actor.linkSubscription': {
        world.subscription = (event as EventObject & { output: Subscription }).output;
        await world.links.answer({ status: 200, json: world.subscription });
        // SPEC 7: the link is confirmed by a toast, seen once, when it succeeds.
        return expect(toast(world.page, LINKED_TOAST)).toBeVisible();
      }
      case 'xstate.error.actor.linkSubscription': {
        const error = apiErrorOf(event);
        world.linkProblem = error.status === 404 ? UNKNOWN_CODE : error.body.message;
        return world.links.answer({ status: error.status, json: error.body });
      }
      default:
        throw new Error(`No UI cause for ${event.type}`);
    }
  },
};

function apiErrorOf(event: EventObject): ApiError {
  const { error } = event as EventObject & { error: unknown };
  if (!(error instanceof ApiError)) throw new Error(`${event.type} carries no API answer the test can give`);
  return error;
}

/**
 * Deleting a portfolio frees one of the subscription's slots (SPEC 9), so it is loaded again. The
 * user deletes one of theirs from its settings (the server is not asked: the test answers the
 * DELETE), and comes back to the subscription page.
 */
async function deleteAPortfolio(world: World): Promise<void> {
  const { page } = world;
  if (!deletable) {
    await followInAppLink(page, '/portfolios');
    const card = page.getByTestId('portfolio-card').first();
    const href = await card.locator('a[href^="/portfolio/"]').first().getAttribute('href');
    const id = /^\/portfolio\/([^/]+)/.exec(href ?? '')?.[1];
    if (!id) throw new Error('The first portfolio card links no portfolio');
    deletable = { id, name: await card.getByRole('heading').innerText() };
  }
  await followInAppLink(page, `/portfolio/${deletable.id}/settings`);
  await page.getByRole('button', { name: 'Delete portfolio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this portfolio?' });
  await dialog.getByLabel('Portfolio name').fill(deletable.name);
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(toast(page, 'Portfolio deleted.')).toBeVisible();
  await followInAppLink(page, SUBSCRIPTION_PAGE);
}

const paths = getModelPaths(subscriptionModel);

// An admin of the demo portfolios, so that one of them can be deleted.
test.use({ account: 'admin@horizon.test' });

test.describe('subscription: generated paths through the UI', () => {
  for (const [index, path] of paths.entries()) {
    test(pathTitle(index, path), async ({ page }) => {
      const address = (url: URL) => url.pathname === '/api/profile/subscription';
      const world: World = {
        page,
        fetches: await HeldRequests.on(page, 'GET', address, 'GET /api/profile/subscription'),
        links: await HeldRequests.on(page, 'POST', address, 'POST /api/profile/subscription'),
        subscription: null,
        linkProblem: null,
        loadFailure: null,
      };
      // Unanswered health checks keep a maintenance banner up for the whole test.
      await HeldRequests.on(page, 'GET', (url) => url.pathname === '/api/healthcheck', 'the health check');
      await page.route(
        (url) => /^\/api\/portfolios\/[^/]+$/.test(url.pathname),
        (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 204 }) : route.fallback()),
      );
      await page.goto(SUBSCRIPTION_PAGE);
      await world.fetches.arrivedBeyond(0);
      await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
      await walkPath(path, plan, world);
    });
  }
});
