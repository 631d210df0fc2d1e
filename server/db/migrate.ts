import { Migrator, type Migration } from 'kysely';
import type { Db } from './database';
import * as foundation from './migrations/0001_foundation';
import * as portfoliosMembersAccounts from './migrations/0002_portfolios_members_accounts';
import * as recentCollections from './migrations/0003_recent_collections';
import * as signInAttempts from './migrations/0004_sign_in_attempts';
import * as workspaceSettings from './migrations/0005_workspace_settings';
import * as publishingAndTasks from './migrations/0006_publishing_and_tasks';
import * as reportsExportsFeeds from './migrations/0007_reports_exports_feeds';
import * as advancedAnalysis from './migrations/0008_advanced_analysis';
import * as exportLease from './migrations/0009_export_lease';
import * as workPlanSettings from './migrations/0010_work_plan_settings';
import * as workPlanDataSources from './migrations/0011_work_plan_data_sources';
import * as workPlanProjects from './migrations/0012_work_plan_projects';
import * as workPlanItemIds from './migrations/0013_work_plan_item_ids';
import * as proposedTreatmentCells from './migrations/0014_proposed_treatment_cells';
import * as supportTickets from './migrations/0015_support_tickets';

/** Listed here, not read from disk, so that the order is explicit and bundling keeps them. */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_portfolios_members_accounts': portfoliosMembersAccounts,
  '0003_recent_collections': recentCollections,
  '0004_sign_in_attempts': signInAttempts,
  '0005_workspace_settings': workspaceSettings,
  '0006_publishing_and_tasks': publishingAndTasks,
  '0007_reports_exports_feeds': reportsExportsFeeds,
  '0008_advanced_analysis': advancedAnalysis,
  '0009_export_lease': exportLease,
  '0010_work_plan_settings': workPlanSettings,
  '0011_work_plan_data_sources': workPlanDataSources,
  '0012_work_plan_projects': workPlanProjects,
  '0013_work_plan_item_ids': workPlanItemIds,
  '0014_proposed_treatment_cells': proposedTreatmentCells,
  '0015_support_tickets': supportTickets,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
