import { portfolioParamsSchema } from '../schemas/portfolio.schema';
import { exportDownloadParamsSchema } from '../schemas/exportDownload.schema';
import {
  simulationReportGroupParamsSchema,
  simulationReportParamsSchema,
  workspaceReportGroupParamsSchema,
  workspaceReportParamsSchema,
} from '../schemas/report.schema';
import { assetParamsSchema, summaryParamsSchema } from '../schemas/reportSummary.schema';
import { feedParamsSchema } from '../schemas/resultsFeed.schema';
import { simulationParamsSchema } from '../schemas/simulation.schema';
import { taskParamsSchema } from '../schemas/task.schema';
import { workspaceParamsSchema } from '../schemas/workspace.schema';
import { definePath } from './definePath';

/** SPEC 7 "Simulation reports" and "Workspace reports", the results summaries behind the lite tabs, the export and the feed. */
export const reportPaths = {
  summaries: definePath({ name: 'task.resultsSummary.list', method: 'GET', pattern: '/tasks/:taskId/results-summary', params: taskParamsSchema }),
  summary: definePath({ name: 'task.resultsSummary.get', method: 'GET', pattern: '/tasks/:taskId/results-summary/:summaryCode', params: summaryParamsSchema }),
  assetSearch: definePath({ name: 'task.assets.search', method: 'GET', pattern: '/tasks/:taskId/assets', params: taskParamsSchema }),
  assetLifeCycle: definePath({ name: 'task.assets.lifeCycle', method: 'GET', pattern: '/tasks/:taskId/assets/:assetIndex', params: assetParamsSchema }),

  /** The advanced report (Enterprise): the run's works under a filter, and a window of them. */
  analysis: definePath({ name: 'task.analysis.get', method: 'GET', pattern: '/tasks/:taskId/analysis', params: taskParamsSchema }),
  analysisWorks: definePath({ name: 'task.analysis.works', method: 'GET', pattern: '/tasks/:taskId/analysis/works', params: taskParamsSchema }),

  simulationReports: definePath({ name: 'simulation.reports.list', method: 'GET', pattern: '/simulations/:simId/reports', params: simulationParamsSchema }),
  simulationReport: definePath({ name: 'simulation.reports.get', method: 'GET', pattern: '/simulations/:simId/reports/:rpCode', params: simulationReportParamsSchema }),
  simulationReportCreate: definePath({ name: 'simulation.reports.create', method: 'POST', pattern: '/simulations/:simId/reports/:rpGroupCode', params: simulationReportGroupParamsSchema }),

  workspaceReports: definePath({ name: 'workspace.reports.list', method: 'GET', pattern: '/workspaces/:wsId/reports', params: workspaceParamsSchema }),
  workspaceReport: definePath({ name: 'workspace.reports.get', method: 'GET', pattern: '/workspaces/:wsId/reports/:rpCode', params: workspaceReportParamsSchema }),
  workspaceReportCreate: definePath({ name: 'workspace.reports.create', method: 'POST', pattern: '/workspaces/:wsId/reports/:rpGroupCode', params: workspaceReportGroupParamsSchema }),
  workspaceReportStatus: definePath({ name: 'workspace.reportStatus.get', method: 'GET', pattern: '/workspaces/:wsId/reportstatus/:rpGroupCode', params: workspaceReportGroupParamsSchema }),
  /** SPEC 7 names a SimulationComparison refresh without its method and path; this is ours. */
  workspaceComparisonRefresh: definePath({ name: 'workspace.reports.refresh', method: 'POST', pattern: '/workspaces/:wsId/reports/SimulationComparison/refresh', params: workspaceParamsSchema }),

  /** The advanced comparison (Enterprise) of up to 8 of the workspace's simulations. */
  advancedComparison: definePath({ name: 'workspace.advancedComparison.get', method: 'GET', pattern: '/workspaces/:wsId/advanced-comparison', params: workspaceParamsSchema }),

  portfolioReports: definePath({ name: 'portfolio.reports.list', method: 'GET', pattern: '/portfolios/:pfId/reports', params: portfolioParamsSchema }),

  resultsEndpoint: definePath({ name: 'task.resultsEndpoint.get', method: 'GET', pattern: '/tasks/:taskId/results-endpoint', params: taskParamsSchema }),
  resultsEndpointCreate: definePath({ name: 'task.resultsEndpoint.create', method: 'POST', pattern: '/tasks/:taskId/results-endpoint', params: taskParamsSchema }),
  resultsEndpointDelete: definePath({ name: 'task.resultsEndpoint.delete', method: 'DELETE', pattern: '/tasks/:taskId/results-endpoint', params: taskParamsSchema }),
  /** Public: the token is the credential (no sign-in), for Excel and Power BI. */
  feed: definePath({ name: 'feed.csv', method: 'GET', pattern: '/feeds/:token', params: feedParamsSchema }),

  exportCreate: definePath({ name: 'task.exports.create', method: 'POST', pattern: '/tasks/:taskId/exports', params: taskParamsSchema }),
  exportGet: definePath({ name: 'export.get', method: 'GET', pattern: '/exports/:downloadId', params: exportDownloadParamsSchema }),
  exportFile: definePath({ name: 'export.file', method: 'GET', pattern: '/exports/:downloadId/file', params: exportDownloadParamsSchema }),
};
