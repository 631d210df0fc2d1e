import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { profilePaths } from '../../paths/profilePaths';
import { companyConnectionSchema, type CompanyConnection } from '../../schemas/companyConnection.schema';

export function fetchCompanyConnectionActor(api: ApiClient) {
  return fromPromise<CompanyConnection>(({ signal }) => api.request(profilePaths.companyConnection.url(), companyConnectionSchema, { signal }));
}
