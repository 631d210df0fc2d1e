import { authModel } from './auth.model';
import { logoutDialogModel } from './logoutDialog.model';
import { portfolioListModel } from './portfolioList.model';
import { profileModel } from './profile.model';
import { subscriptionModel } from './subscription.model';
import { sideNavModel } from './sideNav.model';
import { recentsModel } from './recents.model';
import { learningDialogModel } from './learningDialog.model';

/** Every machine's model, in the order QA reads them. */
export const machineModels = [authModel, profileModel, subscriptionModel, portfolioListModel, logoutDialogModel, sideNavModel, recentsModel, learningDialogModel];
