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

export interface IdentityKeysTable {
  kid: string;
  kind: 'signing' | 'cookie' | 'session';
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
  identity_keys: IdentityKeysTable;
  identity_payloads: IdentityPayloadsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
