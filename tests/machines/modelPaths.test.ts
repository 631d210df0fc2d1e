import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { startAuth } from './harness/auth.harness';
import { startLogoutDialog } from './harness/logoutDialog.harness';
import { startPortfolioList } from './harness/portfolioList.harness';
import { startProfile } from './harness/profile.harness';
import { startSubscription } from './harness/subscription.harness';
import { authModel } from './models/auth.model';
import { logoutDialogModel } from './models/logoutDialog.model';
import { portfolioListModel } from './models/portfolioList.model';
import { profileModel } from './models/profile.model';
import { subscriptionModel } from './models/subscription.model';
import { startSideNav } from './harness/sideNav.harness';
import { startRecents } from './harness/recents.harness';
import { startLearningDialog } from './harness/learningDialog.harness';
import { sideNavModel } from './models/sideNav.model';
import { recentsModel } from './models/recents.model';
import { learningDialogModel } from './models/learningDialog.model';
import { describePath, getModelPaths, runModelPath, type MachineModel, type PathDriver } from './support/modelPaths';
import { expectSameSnapshot } from './support/pathDriver';

const suites: Array<{ model: MachineModel; start: (input: never) => { driver: PathDriver } }> = [
  { model: authModel, start: startAuth },
  { model: profileModel, start: startProfile },
  { model: subscriptionModel, start: startSubscription },
  { model: portfolioListModel, start: startPortfolioList },
  { model: logoutDialogModel, start: startLogoutDialog },
  { model: sideNavModel, start: startSideNav },
  { model: recentsModel, start: startRecents },
  { model: learningDialogModel, start: startLearningDialog },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

for (const { model, start } of suites) {
  describe(`${model.name} model paths`, () => {
    for (const path of getModelPaths(model)) {
      it(`${path.start}: ${describePath(path)}`, async () => {
        const { driver } = start(path.input as never);
        await runModelPath(model, path, driver, expectSameSnapshot);
        driver.actor.stop();
      });
    }
  });
}
