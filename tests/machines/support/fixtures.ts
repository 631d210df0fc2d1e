import { ApiError } from '../../../src/api/apiError';
import type { Profile } from '../../../src/api/schemas/profile.schema';
import type { PortfolioPage, PortfolioSummary } from '../../../src/api/schemas/portfolio.schema';
import type { Subscription } from '../../../src/api/schemas/subscription.schema';

export const owner = {
  id: '5b1f3c52-8a4e-4d3f-9a61-0c2d7e8f9a10',
  email: 'admin@horizon.test',
  first_name: 'Avery',
  last_name: 'Admin',
};

export const profile: Profile = {
  id: owner.id,
  email: owner.email,
  first_name: owner.first_name,
  last_name: owner.last_name,
  organisation: 'Harbour City Council',
  region: 'AU',
  locale: 'zh-CN',
  timezone: 'Australia/Sydney',
  department: 'Assets',
  job_title: 'Asset Planner',
  segment_name: 'Local Government',
  app_metadata: { features: [] },
  portfolio_notification: false,
  mfa_enabled: false,
};

export const subscription: Subscription = {
  subscription_id: 'sub_123',
  plan: 'Enterprise',
  status: 'active',
  billing_owner: owner,
  portfolio_limit: 5,
  portfolio_available: 2,
  features: [],
};

export const portfolio: PortfolioSummary = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Roads and Bridges',
  description: 'Sealed roads, bridges and culverts across the city.',
  logo_url: null,
  owner,
  workspace_count: 3,
  permission: 'Admin',
  can_invite: true,
  plan: 'Enterprise',
  features: [],
  created_at: '2024-03-01T00:00:00.000Z',
  updated_at: '2024-06-01T00:00:00.000Z',
};

export const portfolioPage: PortfolioPage = {
  contents: [portfolio],
  current_page: 1,
  page_size: 50,
  total_count: 1,
  total_pages: 1,
};

export function apiError(status: number, message = `HTTP ${status}`): ApiError {
  return new ApiError(status, { code: status, message });
}

/** The shape of the identity provider's errors (`error` and `error_description`). */
export function providerError(code: string, description = code): Error {
  return Object.assign(new Error(description), { error: code, error_description: description });
}
