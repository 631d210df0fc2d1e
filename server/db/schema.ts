import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OrganisationsTable {
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  auth_subject: string | null;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  organisation_id: string | null;
  subscription_id: string | null;
  region: Generated<string>;
  locale: Generated<string>;
  timezone: Generated<string>;
  department: Generated<string>;
  job_title: Generated<string>;
  segment_name: Generated<string>;
  features: Generated<string[]>;
  portfolio_notification: Generated<boolean>;
  mfa_enabled: Generated<boolean>;
  /** Free text on the profile, first filled from the organisation's name. */
  organisation: Generated<string>;
  /** Organisation admins manage the company connection. */
  org_role: Generated<'admin' | 'member'>;
  first_seen_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  code: string;
  organisation_id: string;
  plan: 'Enterprise' | 'Core' | 'Essentials';
  status: string;
  billing_owner_id: string | null;
  portfolio_limit: number;
  features: Generated<string[]>;
  created_at: CreatedAt;
}

export interface PortfoliosTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  subscription_id: string;
  owner_id: string;
  features: Generated<string[]>;
  logo_content_type: string | null;
  logo: Buffer | null;
  logo_hash: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PortfolioMembersTable {
  portfolio_id: string;
  user_id: string;
  permission: 'Admin' | 'Editor' | 'Viewer';
  allow_inviting: Generated<boolean>;
  created_at: CreatedAt;
}

export interface WorkspacesTable {
  id: Generated<string>;
  portfolio_id: string;
  name: string;
  description: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SimulationsTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  description: Generated<string>;
  /** One of its workspace's status items; null when none is chosen or the item was removed. */
  status_item_id: string | null;
  priority_item_id: string | null;
  /** The values of its workspace's user-defined fields, by field id. */
  udf_values: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The snapshot and settings versions it runs on; null only for rows made before publishing existed. */
  data_snapshot_id: string | null;
  data_snapshot_version: number | null;
  settings_id: string | null;
  settings_version: number | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DataSnapshotsTable {
  id: Generated<string>;
  portfolio_id: string;
  name: string;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface DataSnapshotVersionsTable {
  snapshot_id: string;
  version: number;
  /** assets.csv in blob storage. */
  blob_key: string;
  byte_size: number;
  summary: ColumnType<Record<string, unknown>, string, string>;
  /** The assets' geometry as a GeoJSON FeatureCollection in blob storage, once uploaded. */
  spatial_blob_key: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface SimulationSettingsTable {
  id: Generated<string>;
  portfolio_id: string;
  name: string;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface SimulationSettingsVersionsTable {
  settings_id: string;
  version: number;
  settings: ColumnType<Record<string, unknown>, string, string>;
  created_by: string | null;
  created_at: CreatedAt;
}

export type StoredTaskStatus = 'new' | 'queued' | 'running' | 'completed' | 'failed' | 'cancelled' | 'invalid' | 'outdated';

export interface SimulationTasksTable {
  id: Generated<string>;
  simulation_id: string;
  status: StoredTaskStatus;
  data_snapshot_id: string;
  data_snapshot_version: number;
  settings_id: string;
  settings_version: number;
  created_by: string | null;
  created_at: CreatedAt;
  status_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  progress: Generated<number>;
  sim_time_remaining: number | null;
  error_messages: ColumnType<{ message: string; more_info?: string }[], string | undefined, string>;
  can_retry: Generated<boolean>;
  attempt: Generated<number>;
  lease_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancel_requested: Generated<boolean>;
}

export interface TaskResultsTable {
  task_id: string;
  /** The run's SimulationResults (every year's network and location records). */
  summary: ColumnType<Record<string, unknown>, string, string>;
  life_cycles_key: string;
  life_cycles_bytes: number;
  /** The zero-budget run's SimulationResults (system-life-cycle), once the lite reports were generated. */
  zero_budget_summary: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export type StoredReportStatus = 'not_started' | 'in_progress' | 'completed' | 'failed' | 'outdated';

/** A generated report group of a run ('lite'; 'advanced'), with its status (SPEC 4 "Report status"). */
export interface TaskReportsTable {
  id: Generated<string>;
  task_id: string;
  group_code: string;
  status: StoredReportStatus;
  error_message: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One funded work of a run, in funding order within each year: the works programme. */
export interface TaskWorksTable {
  task_id: string;
  work_no: number;
  /** Calendar year. */
  year: number;
  asset_index: number;
  asset_id: string;
  asset_name: string | null;
  location: string;
  treatment_id: string;
  treatment_name: string;
  cost: number;
  funding_source: string;
  /** The asset's worst criterion state at the end of the year before, and after this year's works. */
  state_before: number;
  state_after: number;
  /** The treated asset's class, hierarchy and criticality from the snapshot ('' when blank; null for works stored before they were kept). */
  asset_class: string | null;
  hierarchy: string | null;
  criticality: string | null;
  /** The asset's centre when the snapshot gives one. */
  center_x: number | null;
  center_y: number | null;
}

export interface ResultsEndpointsTable {
  task_id: string;
  /** SHA-256 of the link's token, hex; the token itself is never stored. */
  token_hash: string;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface ExportDownloadsTable {
  id: Generated<string>;
  task_id: string;
  created_by: string | null;
  status: 'building' | 'ready' | 'failed';
  progress: Generated<number>;
  removed_columns: ColumnType<string[], string | undefined, string>;
  file_name: string;
  blob_key: string | null;
  error_message: string | null;
  created_at: CreatedAt;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The building process's last renewal of its lease (migration 0009). */
  heartbeat_at: UpdatedAt;
}

export interface WorkspaceReportsTable {
  id: Generated<string>;
  workspace_id: string;
  group_code: string;
  request: ColumnType<Record<string, unknown>, string, string>;
  status: StoredReportStatus;
  error_message: string | null;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One item of a workspace's ordered settings list: funding sources, status items, priority items. */
export interface WorkspaceSettingsItemsTable {
  id: Generated<string>;
  workspace_id: string;
  /** 0-based place in the list. */
  position: number;
  name: string;
}

export interface WorkspaceUdfFieldsTable extends WorkspaceSettingsItemsTable {
  kind: 'text' | 'number' | 'date' | 'list';
  options: Generated<string[]>;
}

export interface WorkPlansTable {
  id: Generated<string>;
  portfolio_id: string;
  name: string;
  description: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Migration 0010: who made the plan, and its planning time frame (dates as 'YYYY-MM-DD'). */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  fiscal_year_start: ColumnType<string, string | undefined, string>;
  fiscal_year_end: ColumnType<string, string | undefined, string>;
  planning_years: Generated<number>;
}

export interface WorkPlanFundingSourcesTable {
  id: Generated<string>;
  work_plan_id: string;
  position: number;
  name: string;
}

export interface WorkPlanFundingBudgetsTable {
  funding_source_id: string;
  year_index: number;
  /** numeric: read as a string, written as a number. */
  amount: ColumnType<string, number | string, number | string>;
}

export interface WorkPlanPriorityItemsTable {
  id: Generated<string>;
  work_plan_id: string;
  position: number;
  name: string;
}

export interface WorkPlanStatusItemsTable {
  id: Generated<string>;
  work_plan_id: string;
  position: number;
  name: string;
  colour: string;
}

export interface WorkPlanUdfFieldsTable {
  id: Generated<string>;
  work_plan_id: string;
  position: number;
  name: string;
  type: 'text' | 'number' | 'date' | 'list';
  options: Generated<string[]>;
  required: Generated<boolean>;
}

export interface WorkPlanDataSourcesTable {
  id: Generated<string>;
  work_plan_id: string;
  order: number;
  /** Null once the task (or its simulation) was deleted: the copied works stay. */
  task_id: string | null;
  simulation_id: string | null;
  simulation_name: string;
  workspace_name: string;
  import_status: 'queued' | 'running' | 'completed' | 'failed';
  error_message: string | null;
  /** error_message's key in src/locales. */
  error_key: string | null;
  asset_count: Generated<number>;
  treatment_count: Generated<number>;
  has_spatial_data: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WorkPlanAssetsTable {
  /** Migration 0013: the side panel's id for the asset. */
  id: Generated<string>;
  data_source_id: string;
  asset_id: string;
  name: string | null;
  asset_class: string | null;
  location: string | null;
  hierarchy: string | null;
  criticality: string | null;
  /** The quantity a treatment's unit cost multiplies (SPEC 5 cost estimation). */
  network_measure: number | null;
  /** A GeoJSON geometry, or null when the snapshot gives the asset no position. */
  geometry: ColumnType<unknown, string | null, string | null>;
  /** Every column of the asset's assets.csv row, as text. */
  attributes: ColumnType<Record<string, string>, string | undefined, string>;
}

export interface WorkPlanProposedTreatmentsTable {
  /** Migration 0013: the side panel's id for the proposed treatment. */
  id: Generated<string>;
  data_source_id: string;
  work_no: number;
  asset_id: string;
  year: number;
  treatment: string;
  cost: number;
  funding_source: string;
  state_before: number;
  state_after: number;
}

/** Migration 0012: a plan's projects; a removed owner, priority or status leaves null. */
export interface WorkPlanProjectsTable {
  id: Generated<string>;
  work_plan_id: string;
  name: string;
  description: Generated<string>;
  owner_id: string | null;
  priority_item_id: string | null;
  status_item_id: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A project's phases, in order; dates as 'YYYY-MM-DD', numerics read as strings. */
export interface WorkPlanPhasesTable {
  id: Generated<string>;
  project_id: string;
  position: number;
  name: string;
  description: Generated<string>;
  owner_id: string | null;
  priority_item_id: string | null;
  status_item_id: string | null;
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string, string, string>;
  funding_source_id: string | null;
  /** A percentage of the phase's treatment cost. */
  contingency: ColumnType<string, number | string | undefined, number | string>;
  total_budget: ColumnType<string, number | string | undefined, number | string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A treatment placed in a phase: a proposed one (work_no) or a custom one (work_no null). */
export interface WorkPlanTreatmentsTable {
  id: Generated<string>;
  phase_id: string;
  data_source_id: string;
  asset_id: string;
  work_no: number | null;
  name: string;
  treatment_date: ColumnType<string, string, string>;
  cost: number;
  variation: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PortfolioInvitationsTable {
  id: Generated<string>;
  portfolio_id: string;
  email: string;
  permission: 'Admin' | 'Editor' | 'Viewer';
  allow_inviting: Generated<boolean>;
  invited_by: string | null;
  created_at: CreatedAt;
  last_sent_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SupportTicketsTable {
  id: Generated<string>;
  user_id: string;
  summary: string;
  description: string;
  type: 'question' | 'suggestion' | 'minor_problem' | 'major_problem' | 'outage';
  status: Generated<'open' | 'in_progress' | 'waiting_on_customer' | 'resolved' | 'closed'>;
  support_location: string;
  support_user_agent: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PortfolioAttachmentsTable {
  id: Generated<string>;
  portfolio_id: string;
  name: string;
  url: string;
  description: Generated<string>;
  position: number;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ActivityEventsTable {
  id: Generated<string>;
  portfolio_id: string | null;
  actor_id: string | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  subject_name: Generated<string>;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
}

export interface BillingInvoicesTable {
  id: Generated<string>;
  subscription_id: string;
  number: string;
  billing_period: 'monthly' | 'annual';
  period_start: ColumnType<Date, string, string>;
  period_end: ColumnType<Date, string, string>;
  issued_at: ColumnType<Date, Date | string, Date | string>;
  due_at: ColumnType<Date, Date | string, Date | string>;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  status: 'paid' | 'open' | 'overdue' | 'void';
  currency: Generated<string>;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  created_at: CreatedAt;
}

export interface CompanyConnectionsTable {
  organisation_id: string;
  sso_type: 'azure_ad' | 'okta' | 'google_workspace' | 'saml';
  company_name: string;
  client_id: string;
  client_secret_ciphertext: string;
  secret_expires_at: ColumnType<Date, string, string>;
  customer_email_domains: string[];
  server_domain: string;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface IdentityKeysTable {
  kid: string;
  kind: 'signing' | 'cookie' | 'session' | 'company_secret';
  material: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface IdentityPayloadsTable {
  id: string;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export interface SignInAttemptsTable {
  /** `account:<lower-case e-mail>` or `address:<client IP>`. */
  key: string;
  failures: number;
  last_failure_at: Date;
  blocked_until: Date | null;
}

export interface DemoDataStepsTable {
  name: string;
  applied_at: CreatedAt;
}

export interface Database {
  demo_data_steps: DemoDataStepsTable;
  organisations: OrganisationsTable;
  users: UsersTable;
  subscriptions: SubscriptionsTable;
  portfolios: PortfoliosTable;
  portfolio_members: PortfolioMembersTable;
  workspaces: WorkspacesTable;
  simulations: SimulationsTable;
  data_snapshots: DataSnapshotsTable;
  data_snapshot_versions: DataSnapshotVersionsTable;
  simulation_settings: SimulationSettingsTable;
  simulation_settings_versions: SimulationSettingsVersionsTable;
  simulation_tasks: SimulationTasksTable;
  task_results: TaskResultsTable;
  task_reports: TaskReportsTable;
  task_works: TaskWorksTable;
  results_endpoints: ResultsEndpointsTable;
  export_downloads: ExportDownloadsTable;
  workspace_reports: WorkspaceReportsTable;
  workspace_funding_sources: WorkspaceSettingsItemsTable;
  workspace_status_items: WorkspaceSettingsItemsTable;
  workspace_priority_items: WorkspaceSettingsItemsTable;
  workspace_udf_fields: WorkspaceUdfFieldsTable;
  work_plans: WorkPlansTable;
  work_plan_funding_sources: WorkPlanFundingSourcesTable;
  work_plan_funding_budgets: WorkPlanFundingBudgetsTable;
  work_plan_priority_items: WorkPlanPriorityItemsTable;
  work_plan_status_items: WorkPlanStatusItemsTable;
  work_plan_udf_fields: WorkPlanUdfFieldsTable;
  work_plan_data_sources: WorkPlanDataSourcesTable;
  work_plan_assets: WorkPlanAssetsTable;
  work_plan_proposed_treatments: WorkPlanProposedTreatmentsTable;
  work_plan_projects: WorkPlanProjectsTable;
  work_plan_phases: WorkPlanPhasesTable;
  work_plan_treatments: WorkPlanTreatmentsTable;
  portfolio_invitations: PortfolioInvitationsTable;
  portfolio_attachments: PortfolioAttachmentsTable;
  activity_events: ActivityEventsTable;
  billing_invoices: BillingInvoicesTable;
  company_connections: CompanyConnectionsTable;
  identity_keys: IdentityKeysTable;
  identity_payloads: IdentityPayloadsTable;
  sign_in_attempts: SignInAttemptsTable;
  support_tickets: SupportTicketsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
