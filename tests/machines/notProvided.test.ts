import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { authMachine } from '../../src/machines/auth.machine';
import { logoutDialogMachine } from '../../src/machines/logoutDialog.machine';
import { portfolioListMachine } from '../../src/machines/portfolioList.machine';
import { profileMachine } from '../../src/machines/profile.machine';
import { subscriptionMachine } from '../../src/machines/subscription.machine';
import { activityLogMachine } from '../../src/machines/activityLog.machine';
import { companyConnectionMachine } from '../../src/machines/companyConnection.machine';
import { createPortfolioMachine } from '../../src/machines/createPortfolio.machine';
import { deleteByNameMachine } from '../../src/machines/deleteByName.machine';
import { detailsFormMachine } from '../../src/machines/detailsForm.machine';
import { inviteMemberMachine } from '../../src/machines/inviteMember.machine';
import { membersMachine } from '../../src/machines/members.machine';
import { portfolioDetailMachine } from '../../src/machines/portfolioDetail.machine';
import { portfolioLogoMachine } from '../../src/machines/portfolioLogo.machine';
import { profileFormMachine } from '../../src/machines/profileForm.machine';
import { resourceEditorMachine } from '../../src/machines/resourceEditor.machine';
import { resourcesMachine } from '../../src/machines/resources.machine';
import { appMachine } from '../../src/machines/app.machine';
import { connectivityMachine } from '../../src/machines/connectivity.machine';
import { maintenanceMachine } from '../../src/machines/maintenance.machine';
import { mobileWarningMachine } from '../../src/machines/mobileWarning.machine';
import { updateMachine } from '../../src/machines/update.machine';
import { sideNavMachine } from '../../src/machines/sideNav.machine';
import { infoCentreMachine } from '../../src/machines/infoCentre.machine';
import { recentsMachine } from '../../src/machines/recents.machine';
import { learningDialogMachine } from '../../src/machines/learningDialog.machine';
import { helpLinkMachine } from '../../src/machines/helpLink.machine';
import { helpHomeMachine } from '../../src/machines/helpHome.machine';
import { helpArticleMachine } from '../../src/machines/helpArticle.machine';
import { workspaceListMachine } from '../../src/machines/workspaceList.machine';
import { createWorkspaceMachine } from '../../src/machines/createWorkspace.machine';
import { workspaceDetailMachine } from '../../src/machines/workspaceDetail.machine';
import { workspaceSettingsMachine } from '../../src/machines/workspaceSettings.machine';
import { taskChipMachine } from '../../src/machines/taskChip.machine';
import { realtimeMachine } from '../../src/machines/realtime.machine';
import { simulationListMachine } from '../../src/machines/simulationList.machine';
import { simulationDetailMachine } from '../../src/machines/simulationDetail.machine';
import { simulationFormMachine } from '../../src/machines/simulationForm.machine';
import { simulationHistoryMachine } from '../../src/machines/simulationHistory.machine';
import { simulationSetupMachine } from '../../src/machines/simulationSetup.machine';
import { publishSimulationMachine } from '../../src/machines/publishSimulation.machine';
import { workspaceSimulationsMachine } from '../../src/machines/workspaceSimulations.machine';
import { reportMapMachine } from '../../src/machines/reportMap.machine';
import { workspaceReportMachine } from '../../src/machines/workspaceReport.machine';
import { exportDownloadMachine } from '../../src/machines/exportDownload.machine';
import { liteReportMachine } from '../../src/machines/liteReport.machine';
import { assetLifeCycleMachine } from '../../src/machines/assetLifeCycle.machine';
import { advancedAnalysisMachine } from '../../src/machines/advancedAnalysis.machine';
import { advancedComparisonMachine } from '../../src/machines/advancedComparison.machine';

const machines: AnyStateMachine[] = [
  authMachine,
  profileMachine,
  subscriptionMachine,
  portfolioListMachine,
  logoutDialogMachine,
  activityLogMachine,
  companyConnectionMachine,
  createPortfolioMachine,
  deleteByNameMachine,
  detailsFormMachine,
  inviteMemberMachine,
  membersMachine,
  portfolioDetailMachine,
  portfolioLogoMachine,
  profileFormMachine,
  resourceEditorMachine,
  resourcesMachine,
  appMachine,
  maintenanceMachine,
  connectivityMachine,
  updateMachine,
  mobileWarningMachine,
  sideNavMachine,
  recentsMachine,
  infoCentreMachine,
  learningDialogMachine,
  helpLinkMachine,
  helpHomeMachine,
  helpArticleMachine,
  workspaceListMachine,
  createWorkspaceMachine,
  workspaceDetailMachine,
  workspaceSettingsMachine,
  taskChipMachine,
  realtimeMachine,
  publishSimulationMachine,
  workspaceSimulationsMachine,
  simulationListMachine,
  simulationDetailMachine,
  simulationFormMachine,
  simulationHistoryMachine,
  simulationSetupMachine,
  reportMapMachine,
  workspaceReportMachine,
  exportDownloadMachine,
  liteReportMachine,
  assetLifeCycleMachine,
  advancedAnalysisMachine,
  advancedComparisonMachine,
];

/** Every effect a machine declares: actors other than child machines, and actions other than built-ins. */
const effects = machines.flatMap((machine) => [
  ...Object.entries(machine.implementations.actors)
    .filter(([, logic]) => !('root' in (logic as object)))
    .map(([name, logic]) => ({ machine: machine.id, kind: 'actor', name, logic })),
  ...Object.entries(machine.implementations.actions)
    .filter(([, action]) => typeof action === 'function' && !('resolve' in action))
    .map(([name, logic]) => ({ machine: machine.id, kind: 'action', name, logic })),
]);

describe('effects not provided', () => {
  it('every machine declares its effects', () => {
    expect(effects.map(({ machine, name }) => `${machine}.${name}`).sort()).toEqual([
      'activityLog.fetchEvents',
      'advancedAnalysis.fetchAnalysis',
      'advancedAnalysis.fetchAnalysisWorks',
      'advancedComparison.fetchComparison',
      'advancedComparison.fetchSimulations',
      'app.followSession',
      'app.guardUnsavedChanges',
      'app.watchApiFailures',
      'assetLifeCycle.fetchAssetSummary',
      'assetLifeCycle.searchAssets',
      'auth.endLocalSession',
      'auth.handleCallback',
      'auth.logOut',
      'auth.navigateToReturnTo',
      'auth.navigateToUnauthorised',
      'auth.restoreSession',
      'auth.signIn',
      'auth.watchSession',
      'companyConnection.endRefusedSession',
      'companyConnection.fetchConnection',
      'companyConnection.notifySaved',
      'companyConnection.saveConnection',
      'connectivity.probe',
      'connectivity.watchNetwork',
      'createPortfolio.createPortfolio',
      'createPortfolio.notifyCreated',
      'createPortfolio.openPortfolio',
      'createPortfolio.refreshSubscription',
      'createWorkspace.createWorkspace',
      'createWorkspace.notifyCreated',
      'createWorkspace.openWorkspace',
      'createWorkspace.reportCreated',
      'deleteByName.deleteItem',
      'deleteByName.leave',
      'deleteByName.notifyDeleted',
      'detailsForm.notifySaved',
      'detailsForm.publishSaved',
      'detailsForm.saveDetails',
      'exportDownload.createExport',
      'exportDownload.downloadFile',
      'exportDownload.notifyFailure',
      'exportDownload.pollExport',
      'helpArticle.fetchArticle',
      'helpHome.fetchArticles',
      'helpHome.syncQuery',
      'helpLink.fetchLocation',
      'helpLink.reserveWindow',
      'helpLink.showFallback',
      'helpLink.showLocation',
      'infoCentre.checkService',
      'infoCentre.loadChangelog',
      'inviteMember.copyLink',
      'inviteMember.inviteMember',
      'inviteMember.notifyInvited',
      'inviteMember.reportFailure',
      'inviteMember.reportMember',
      'learningDialog.fetchLearningUrl',
      'learningDialog.openLearningSite',
      'learningDialog.openSupportPage',
      'learningDialog.releaseWindow',
      'learningDialog.reserveWindow',
      'learningDialog.showLearningUrl',
      'liteReport.copyImage',
      'liteReport.downloadCsv',
      'liteReport.fetchSummary',
      'liteReport.fetchSummaryList',
      'liteReport.notifyCopied',
      'liteReport.notifyCopyFailed',
      'logoutDialog.requestLogout',
      'maintenance.checkHealth',
      'members.copyLink',
      'members.fetchMembers',
      'members.notifyInvitationSent',
      'members.notifyRemoved',
      'members.notifyUpdated',
      'members.removeMember',
      'members.reportChangeFailure',
      'members.reportCountChange',
      'members.resendInvitation',
      'members.updateMember',
      'mobileWarning.watchViewport',
      'portfolioDetail.fetchPortfolio',
      'portfolioDetail.reportMissing',
      'portfolioList.fetchPortfolios',
      'portfolioList.reportFailure',
      'portfolioList.syncQuery',
      'portfolioLogo.notifyUploaded',
      'portfolioLogo.publishPortfolio',
      'portfolioLogo.uploadLogo',
      'profile.applyLocale',
      'profile.fetchProfile',
      'profileForm.notifySaved',
      'profileForm.refreshSessionProfile',
      'profileForm.updateProfile',
      'publishSimulation.createSettings',
      'publishSimulation.createSimulation',
      'publishSimulation.createSnapshot',
      'publishSimulation.notifyPublished',
      'publishSimulation.reportPublished',
      'publishSimulation.uploadAssets',
      'publishSimulation.uploadSettings',
      'realtime.connectBroker',
      'realtime.fetchEndpoint',
      'realtime.logBadMessage',
      'realtime.logFailure',
      'recents.fetchRecents',
      'reportMap.fetchLayer',
      'resourceEditor.notifySaved',
      'resourceEditor.reportSaved',
      'resourceEditor.saveResource',
      'resources.deleteResource',
      'resources.fetchResources',
      'resources.notifyDeleted',
      'resources.notifyWriteFailed',
      'resources.reorderResources',
      'resources.reportCountChange',
      'sideNav.saveLayout',
      'sideNav.watchOutsideClicks',
      'simulationDetail.cancelTask',
      'simulationDetail.fetchPlan',
      'simulationDetail.fetchSimulation',
      'simulationDetail.fetchTask',
      'simulationDetail.notifyComingSoon',
      'simulationDetail.notifyRunStarted',
      'simulationDetail.reportFailure',
      'simulationDetail.reportMissing',
      'simulationDetail.rerunSimulation',
      'simulationForm.notifySaved',
      'simulationForm.publishSaved',
      'simulationForm.saveSimulation',
      'simulationHistory.fetchTasks',
      'simulationList.fetchSimulations',
      'simulationList.fetchWorkspaceOptions',
      'simulationList.reportFailure',
      'simulationList.syncQuery',
      'simulationSetup.fetchSetup',
      'subscription.fetchSubscription',
      'subscription.linkSubscription',
      'taskChip.ticker',
      'update.applyUpdate',
      'update.watchForUpdate',
      'workspaceDetail.fetchWorkspace',
      'workspaceDetail.reportMissing',
      'workspaceList.fetchPortfolioWorkspaces',
      'workspaceList.fetchWorkspaces',
      'workspaceList.reportFailure',
      'workspaceList.syncQuery',
      'workspaceReport.downloadCsv',
      'workspaceReport.fetchSections',
      'workspaceReport.fetchStatus',
      'workspaceReport.generateReport',
      'workspaceReport.refreshReport',
      'workspaceSettings.notifySaved',
      'workspaceSettings.publishSettings',
      'workspaceSettings.saveSettings',
      'workspaceSimulations.fetchSimulations',
    ]);
  });

  it.each(effects)('$machine.$name fails loudly when not provided', async ({ kind, name, logic }) => {
    if (kind === 'action') {
      expect(() => (logic as () => void)()).toThrow(`${name} not provided`);
      return;
    }
    const actor = createActor(logic as AnyActorLogic);
    actor.subscribe({ error: () => undefined });
    actor.start();
    const snapshot = await waitFor(actor, (current) => current.status === 'error');
    expect((snapshot.error as Error).message).toBe(`${name} not provided`);
  });

  it('an unwired machine says what is missing instead of hanging', async () => {
    const list = createActor(portfolioListMachine.provide({ actions: { syncQuery: () => undefined, reportFailure: () => undefined } }), { input: {} }).start();
    const failed = await waitFor(list, (snapshot) => snapshot.hasTag('error'));
    expect(failed.context.failure?.message).toBe('fetchPortfolios not provided');

    const auth = createActor(authMachine, { input: { startedOnCallback: false } }).start();
    const error = await waitFor(auth, (snapshot) => snapshot.matches('error'));
    expect(error.context.failure?.message).toBe('restoreSession not provided');
  });
});
