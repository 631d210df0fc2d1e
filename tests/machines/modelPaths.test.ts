import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { startInfoCentre } from './harness/infoCentre.harness';
import { infoCentreModel } from './models/infoCentre.model';
import { startLearningDialog } from './harness/learningDialog.harness';
import { startHelpLink } from './harness/helpLink.harness';
import { startHelpHome } from './harness/helpHome.harness';
import { startHelpArticle } from './harness/helpArticle.harness';
import { helpLinkModel } from './models/helpLink.model';
import { helpHomeModel } from './models/helpHome.model';
import { helpArticleModel } from './models/helpArticle.model';
import { sideNavModel } from './models/sideNav.model';
import { recentsModel } from './models/recents.model';
import { learningDialogModel } from './models/learningDialog.model';
import { startCreatePortfolio } from './harness/createPortfolio.harness';
import { startPortfolioDetail } from './harness/portfolioDetail.harness';
import { startDetailsForm } from './harness/detailsForm.harness';
import { startPortfolioLogo } from './harness/portfolioLogo.harness';
import { startDeleteByName } from './harness/deleteByName.harness';
import { startMembers } from './harness/members.harness';
import { startInviteMember } from './harness/inviteMember.harness';
import { startResources } from './harness/resources.harness';
import { startResourceEditor } from './harness/resourceEditor.harness';
import { startActivityLog } from './harness/activityLog.harness';
import { startProfileForm } from './harness/profileForm.harness';
import { startCompanyConnection } from './harness/companyConnection.harness';
import { createPortfolioModel } from './models/createPortfolio.model';
import { portfolioDetailModel } from './models/portfolioDetail.model';
import { detailsFormModel } from './models/detailsForm.model';
import { portfolioLogoModel } from './models/portfolioLogo.model';
import { deleteByNameModel } from './models/deleteByName.model';
import { membersModel } from './models/members.model';
import { inviteMemberModel } from './models/inviteMember.model';
import { resourcesModel } from './models/resources.model';
import { resourceEditorModel } from './models/resourceEditor.model';
import { activityLogModel } from './models/activityLog.model';
import { profileFormModel } from './models/profileForm.model';
import { companyConnectionModel } from './models/companyConnection.model';
import { startApp } from './harness/app.harness';
import { startMaintenance } from './harness/maintenance.harness';
import { startConnectivity } from './harness/connectivity.harness';
import { startUpdate } from './harness/update.harness';
import { startMobileWarning } from './harness/mobileWarning.harness';
import { appModel } from './models/app.model';
import { maintenanceModel } from './models/maintenance.model';
import { connectivityModel } from './models/connectivity.model';
import { updateModel } from './models/update.model';
import { mobileWarningModel } from './models/mobileWarning.model';
import { startWorkspaceList } from './harness/workspaceList.harness';
import { startCreateWorkspace } from './harness/createWorkspace.harness';
import { workspaceListModel } from './models/workspaceList.model';
import { createWorkspaceModel } from './models/createWorkspace.model';
import { startWorkspaceDetail } from './harness/workspaceDetail.harness';
import { startWorkspaceSettings } from './harness/workspaceSettings.harness';
import { workspaceDetailModel } from './models/workspaceDetail.model';
import { workspaceSettingsModel } from './models/workspaceSettings.model';
import { startTaskChip } from './harness/taskChip.harness';
import { taskChipModel } from './models/taskChip.model';
import { startRealtime } from './harness/realtime.harness';
import { realtimeModel } from './models/realtime.model';
import { startPublishSimulation } from './harness/publishSimulation.harness';
import { publishSimulationModel } from './models/publishSimulation.model';
import { startWorkspaceSimulations } from './harness/workspaceSimulations.harness';
import { workspaceSimulationsModel } from './models/workspaceSimulations.model';
import { startSimulationList } from './harness/simulationList.harness';
import { startSimulationDetail } from './harness/simulationDetail.harness';
import { startSimulationForm } from './harness/simulationForm.harness';
import { startSimulationHistory } from './harness/simulationHistory.harness';
import { startSimulationSetup } from './harness/simulationSetup.harness';
import { simulationListModel } from './models/simulationList.model';
import { simulationDetailModel } from './models/simulationDetail.model';
import { simulationFormModel } from './models/simulationForm.model';
import { simulationHistoryModel } from './models/simulationHistory.model';
import { simulationSetupModel } from './models/simulationSetup.model';
import { startLiteReport } from './harness/liteReport.harness';
import { liteReportModel } from './models/liteReport.model';
import { startAssetLifeCycle } from './harness/assetLifeCycle.harness';
import { assetLifeCycleModel } from './models/assetLifeCycle.model';
import { startReportMap } from './harness/reportMap.harness';
import { reportMapModel } from './models/reportMap.model';
import { startResultsFeedLink } from './harness/resultsFeedLink.harness';
import { resultsFeedLinkModel } from './models/resultsFeedLink.model';
import { machineModels } from './models';
import { describePath, getModelPaths, type MachineModel } from './support/modelPaths';
import type { PathDriver } from './support/pathDriver';
import { runModelPath } from './support/runModelPath';

import { startReportStatus } from './harness/reportStatus.harness';
import { reportStatusModel } from './models/reportStatus.model';
import { startPortfolioReports } from './harness/portfolioReports.harness';
import { portfolioReportsModel } from './models/portfolioReports.model';
import { startReportPage } from './harness/reportPage.harness';
import { reportPageModel } from './models/reportPage.model';
import { startWorkspaceReport } from './harness/workspaceReport.harness';
import { workspaceReportModel } from './models/workspaceReport.model';
import { startExportDownload } from './harness/exportDownload.harness';
import { exportDownloadModel } from './models/exportDownload.model';
import { startAdvancedAnalysis } from './harness/advancedAnalysis.harness';
import { advancedAnalysisModel } from './models/advancedAnalysis.model';
import { startAdvancedComparison } from './harness/advancedComparison.harness';
import { advancedComparisonModel } from './models/advancedComparison.model';
import { startWorkPlanSidePanel } from './harness/workPlanSidePanel.harness';
import { workPlanSidePanelModel } from './models/workPlanSidePanel.model';
import { startSidePanelItem } from './harness/sidePanelItem.harness';
import { sidePanelItemModel } from './models/sidePanelItem.model';
import { startDataSourceImports } from './harness/dataSourceImports.harness';
import { dataSourceImportsModel } from './models/dataSourceImports.model';
import { startWorkPlanSettings } from './harness/workPlanSettings.harness';
import { workPlanSettingsModel } from './models/workPlanSettings.model';
import { startWorkPlanSettingsList } from './harness/workPlanSettingsList.harness';
import { workPlanSettingsListModel } from './models/workPlanSettingsList.model';
import { startWorkPlanList } from './harness/workPlanList.harness';
import { workPlanListModel } from './models/workPlanList.model';
import { startWorkPlanDetail } from './harness/workPlanDetail.harness';
import { workPlanDetailModel } from './models/workPlanDetail.model';
import { startCreateWorkPlan } from './harness/createWorkPlan.harness';
import { createWorkPlanModel } from './models/createWorkPlan.model';
import { startDataSourceCandidates } from './harness/dataSourceCandidates.harness';
import { dataSourceCandidatesModel } from './models/dataSourceCandidates.model';
import { startWorkPlanMap } from './harness/workPlanMap.harness';
import { workPlanMapModel } from './models/workPlanMap.model';

import { startBuilderAssets } from './harness/builderAssets.harness';
import { builderAssetsModel } from './models/builderAssets.model';
import { startCreateTreatment } from './harness/createTreatment.harness';
import { createTreatmentModel } from './models/createTreatment.model';
import { startPhaseChoice } from './harness/phaseChoice.harness';
import { phaseChoiceModel } from './models/phaseChoice.model';
import { startBuilderTreatments } from './harness/builderTreatments.harness';
import { builderTreatmentsModel } from './models/builderTreatments.model';
import { startBuilderSelection } from './harness/builderSelection.harness';
import { builderSelectionModel } from './models/builderSelection.model';
import { startWorkPlanInsights } from './harness/workPlanInsights.harness';
import { workPlanInsightsModel } from './models/workPlanInsights.model';
import { startDownloads } from './harness/downloads.harness';
import { downloadsModel } from './models/downloads.model';
import { startLiveChat } from './harness/liveChat.harness';
import { liveChatModel } from './models/liveChat.model';
import { startTicketDialog } from './harness/ticketDialog.harness';
import { ticketDialogModel } from './models/ticketDialog.model';
import { startTicketList } from './harness/ticketList.harness';
import { ticketListModel } from './models/ticketList.model';
const suites: Array<{ model: MachineModel; start: (input: never) => { driver: PathDriver } }> = [
  { model: authModel, start: startAuth },
  { model: profileModel, start: startProfile },
  { model: subscriptionModel, start: startSubscription },
  { model: portfolioListModel, start: startPortfolioList },
  { model: logoutDialogModel, start: startLogoutDialog },
  { model: sideNavModel, start: startSideNav },
  { model: recentsModel, start: startRecents },
  { model: infoCentreModel, start: startInfoCentre },
  { model: learningDialogModel, start: startLearningDialog },
  { model: helpLinkModel, start: startHelpLink },
  { model: helpHomeModel, start: startHelpHome },
  { model: helpArticleModel, start: startHelpArticle },
  { model: createPortfolioModel, start: startCreatePortfolio },
  { model: portfolioDetailModel, start: startPortfolioDetail },
  { model: detailsFormModel, start: startDetailsForm },
  { model: portfolioLogoModel, start: startPortfolioLogo },
  { model: deleteByNameModel, start: startDeleteByName },
  { model: membersModel, start: startMembers },
  { model: inviteMemberModel, start: startInviteMember },
  { model: resourcesModel, start: startResources },
  { model: resourceEditorModel, start: startResourceEditor },
  { model: activityLogModel, start: startActivityLog },
  { model: profileFormModel, start: startProfileForm },
  { model: companyConnectionModel, start: startCompanyConnection },
  { model: appModel, start: startApp },
  { model: maintenanceModel, start: startMaintenance },
  { model: connectivityModel, start: startConnectivity },
  { model: updateModel, start: startUpdate },
  { model: mobileWarningModel, start: startMobileWarning },
  { model: workspaceListModel, start: startWorkspaceList },
  { model: createWorkspaceModel, start: startCreateWorkspace },
  { model: workspaceDetailModel, start: startWorkspaceDetail },
  { model: workspaceSettingsModel, start: startWorkspaceSettings },
  { model: taskChipModel, start: startTaskChip },
  { model: realtimeModel, start: startRealtime },
  { model: publishSimulationModel, start: startPublishSimulation },
  { model: workspaceSimulationsModel, start: startWorkspaceSimulations },
  { model: simulationListModel, start: startSimulationList },
  { model: simulationDetailModel, start: startSimulationDetail },
  { model: simulationFormModel, start: startSimulationForm },
  { model: simulationHistoryModel, start: startSimulationHistory },
  { model: simulationSetupModel, start: startSimulationSetup },
  { model: liteReportModel, start: startLiteReport },
  { model: assetLifeCycleModel, start: startAssetLifeCycle },
  { model: reportMapModel, start: startReportMap },
  { model: reportStatusModel, start: startReportStatus },
  { model: portfolioReportsModel, start: startPortfolioReports },
  { model: reportPageModel, start: startReportPage },
  { model: workspaceReportModel, start: startWorkspaceReport },
  { model: resultsFeedLinkModel, start: startResultsFeedLink },
  { model: exportDownloadModel, start: startExportDownload },
  { model: advancedAnalysisModel, start: startAdvancedAnalysis },
  { model: advancedComparisonModel, start: startAdvancedComparison },
  { model: workPlanSidePanelModel, start: startWorkPlanSidePanel },
  { model: sidePanelItemModel, start: startSidePanelItem },
  { model: phaseChoiceModel, start: startPhaseChoice },
  { model: dataSourceImportsModel, start: startDataSourceImports },
  { model: workPlanSettingsModel, start: startWorkPlanSettings },
  { model: workPlanSettingsListModel, start: startWorkPlanSettingsList },
  { model: workPlanListModel, start: startWorkPlanList },
  { model: workPlanDetailModel, start: startWorkPlanDetail },
  { model: createWorkPlanModel, start: startCreateWorkPlan },
  { model: dataSourceCandidatesModel, start: startDataSourceCandidates },
  { model: workPlanMapModel, start: startWorkPlanMap },
  { model: builderAssetsModel, start: startBuilderAssets },
  { model: builderSelectionModel, start: startBuilderSelection },
  { model: createTreatmentModel, start: startCreateTreatment },
  { model: builderTreatmentsModel, start: startBuilderTreatments },
  { model: workPlanInsightsModel, start: startWorkPlanInsights },
  { model: downloadsModel, start: startDownloads },
  { model: liveChatModel, start: startLiveChat },
  { model: ticketDialogModel, start: startTicketDialog },
  { model: ticketListModel, start: startTicketList },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

it('runs the paths of every model that `npm run test:paths` prints', () => {
  expect(new Set(suites.map(({ model }) => model))).toEqual(new Set(machineModels));
});

for (const { model, start } of suites) {
  describe(`${model.name} model paths`, () => {
    for (const path of getModelPaths(model)) {
      it(`${path.start}: ${describePath(path)}`, async () => {
        const { driver } = start(path.input as never);
        await runModelPath(path, driver);
        driver.actor.stop();
      });
    }
  });
}
