import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ApiError } from '../../../src/api/apiError';
import { maintenanceModel } from '../../machines/models/maintenance.model';
import { getModelPaths } from '../../machines/support/modelPaths';
import { HeldRequests, expect, pathTitle, test, walkPath, type Sight, type UiPlan } from './uiPathDriver';

/** SPEC 9: the health check runs every 30 s during maintenance (the e2e server's own is shorter). */
const HEALTH_CHECK_INTERVAL_MS = 30_000;
/** SPEC 8 "Handling by status": the banner's text when the answer has no message. */
const DEFAULT_TEXT = 'The service is currently down for maintenance.';
const STATUS_PAGE_LINK = 'View status page';
const SEARCH = 'Search by name, id or owner email';

type Notice = { message: string | null; statusPageUrl: string | null };

type World = {
  page: Page;
  health: HeldRequests;
  /** The next portfolio search is answered with this maintenance body. */
  nextSearchAnswer: Record<string, unknown> | null;
  searches: number;
  /** The newest notice a 503 answer carried (SPEC 8): what the banner must say. */
  notice: Notice | null;
};

const banner = (world: World) => world.page.getByTestId('maintenance-banner');

const bannerShown: Sight<World> = async (world) => {
  const notice = world.notice!;
  await expect(banner(world)).toContainText(notice.message ?? DEFAULT_TEXT);
  const link = banner(world).getByRole('link', { name: STATUS_PAGE_LINK });
  if (notice.statusPageUrl) await expect(link).toHaveAttribute('href', notice.statusPageUrl);
  else await expect(link).toHaveCount(0);
  await expect(world.page.getByTestId('service-status')).toContainText('Maintenance');
};

/** The user searches the portfolio list, and that API call answers 503 with `body`. */
async function searchAnsweredWith(world: World, body: Record<string, unknown>): Promise<void> {
  world.nextSearchAnswer = body;
  world.searches += 1;
  await world.page.getByPlaceholder(SEARCH).fill(`water ${world.searches}`);
  await expect.poll(() => world.nextSearchAnswer, { message: 'waiting for the search to be answered' }).toBeNull();
}

function rememberNotice(world: World, body: { message?: string; status_page_url?: string }): void {
  world.notice = { message: body.message || null, statusPageUrl: body.status_page_url ?? null };
}

const plan: UiPlan<World> = {
  sees: {
    off: async (world) => {
      await expect(world.page.getByTestId('service-status')).toContainText('Online');
      await expect(banner(world)).toHaveCount(0);
    },
    'on.waiting': bannerShown,
    'on.checking': bannerShown,
  },
  notDrivable: {},
  async perform({ event, from }, world) {
    switch (event.type) {
      case 'maintenance.begin': {
        const { message, statusPageUrl } = event as EventObject & { message?: string; statusPageUrl?: string };
        const body = { code: 503, message: message ?? '', ...(statusPageUrl ? { status_page_url: statusPageUrl } : {}) };
        rememberNotice(world, body);
        return searchAnsweredWith(world, body);
      }
      case 'xstate.done.actor.checkHealth':
        return world.health.answer({ status: 200, json: (event as EventObject & { output: unknown }).output });
      case 'xstate.error.actor.checkHealth': {
        const { error } = event as EventObject & { error: unknown };
        if (!(error instanceof ApiError)) throw new Error('A health check error the test cannot answer');
        if (error.status === 0) return world.health.answer('no answer');
        if (error.body.code === 503) rememberNotice(world, error.body);
        return world.health.answer({ status: error.status, json: error.body });
      }
      // The machine raises the reset itself once a health check succeeds: that check is its cause.
      case 'maintenance.reset':
        if (from.includes('on.waiting')) await world.health.madeBy(() => world.page.clock.fastForward(HEALTH_CHECK_INTERVAL_MS));
        return world.health.answer('server');
      default:
        if (event.type.startsWith('xstate.after.')) return world.health.madeBy(() => world.page.clock.fastForward(HEALTH_CHECK_INTERVAL_MS));
        throw new Error(`No UI cause for ${event.type}`);
    }
  },
};

const paths = getModelPaths(maintenanceModel);

test.use({ account: 'viewer@horizon.test' });

test.describe('maintenance: generated paths through the UI', () => {
  for (const [index, path] of paths.entries()) {
    test(pathTitle(index, path), async ({ page }) => {
      await page.route('**/api/config', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), health_check_interval_ms: HEALTH_CHECK_INTERVAL_MS } });
      });
      const world: World = {
        page,
        health: await HeldRequests.on(page, 'GET', (url) => url.pathname === '/api/healthcheck', 'the health check'),
        nextSearchAnswer: null,
        searches: 0,
        notice: null,
      };
      await page.route(
        (url) => url.pathname === '/api/portfolios',
        async (route) => {
          const body = world.nextSearchAnswer;
          if (route.request().method() !== 'GET' || !body) return route.fallback();
          await route.fulfill({ status: 503, json: body });
          world.nextSearchAnswer = null;
        },
      );
      await page.clock.install();
      await page.goto('/portfolios');
      await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
      await walkPath(path, plan, world);
    });
  }
});
