import { authModel } from './auth.model';
import { logoutDialogModel } from './logoutDialog.model';
import { portfolioListModel } from './portfolioList.model';
import { profileModel } from './profile.model';
import { subscriptionModel } from './subscription.model';
import { sideNavModel } from './sideNav.model';
import { recentsModel } from './recents.model';
import { learningDialogModel } from './learningDialog.model';

import { createPortfolioModel } from './createPortfolio.model';
import { portfolioDetailModel } from './portfolioDetail.model';
import { detailsFormModel } from './detailsForm.model';
import { portfolioLogoModel } from './portfolioLogo.model';
import { deleteByNameModel } from './deleteByName.model';
import { membersModel } from './members.model';
import { inviteMemberModel } from './inviteMember.model';
import { resourcesModel } from './resources.model';
import { resourceEditorModel } from './resourceEditor.model';
import { activityLogModel } from './activityLog.model';
import { profileFormModel } from './profileForm.model';
import { companyConnectionModel } from './companyConnection.model';
import { appModel } from './app.model';
import { maintenanceModel } from './maintenance.model';
import { connectivityModel } from './connectivity.model';
import { updateModel } from './update.model';
import { mobileWarningModel } from './mobileWarning.model';
import { workspaceListModel } from './workspaceList.model';
import { createWorkspaceModel } from './createWorkspace.model';
import { workspaceDetailModel } from './workspaceDetail.model';
import { workspaceSettingsModel } from './workspaceSettings.model';
import { taskChipModel } from './taskChip.model';
import { realtimeModel } from './realtime.model';
import { publishSimulationModel } from './publishSimulation.model';
import { workspaceSimulationsModel } from './workspaceSimulations.model';

import { simulationListModel } from './simulationList.model';
import { simulationDetailModel } from './simulationDetail.model';
import { simulationFormModel } from './simulationForm.model';
import { simulationHistoryModel } from './simulationHistory.model';
import { simulationSetupModel } from './simulationSetup.model';

/** Every machine's model, in the order QA reads them. */
export const machineModels = [authModel, profileModel, subscriptionModel, portfolioListModel, logoutDialogModel, sideNavModel, recentsModel, learningDialogModel, createPortfolioModel, portfolioDetailModel, detailsFormModel, portfolioLogoModel, deleteByNameModel, membersModel, inviteMemberModel, resourcesModel, resourceEditorModel, activityLogModel, profileFormModel, companyConnectionModel, appModel, maintenanceModel, connectivityModel, updateModel, mobileWarningModel, workspaceListModel, createWorkspaceModel, workspaceDetailModel, workspaceSettingsModel, taskChipModel, realtimeModel, publishSimulationModel, workspaceSimulationsModel, simulationListModel, simulationDetailModel, simulationFormModel, simulationHistoryModel, simulationSetupModel];
