import { definePath } from './definePath';

/**
 * SPEC 7 "Other paths exist under the API base": the logging endpoint, the company sign-on paths,
 * the asset categories resource, and what changed (the Info Centre).
 */
export const shellPaths = {
  logs: definePath({ name: 'logs.create', method: 'POST', pattern: '/logs' }),
  changelog: definePath({ name: 'changelog.get', method: 'GET', pattern: '/changelog' }),
  companySignOn: definePath({ name: 'companySignOn.get', method: 'GET', pattern: '/company-connection' }),
  ssoConnections: definePath({ name: 'ssoConnections.list', method: 'GET', pattern: '/sso-connections' }),
  assetCategories: definePath({ name: 'assetCategories.list', method: 'GET', pattern: '/asset-categories' }),
};
