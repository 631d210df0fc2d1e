import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { companyConnectionSchema, type CompanyConnection } from '../../schemas/companyConnection.schema';

export function fetchCompanyConnectionActor(api: ApiClient) {
  return fromPromise<CompanyConnection>(({ signal }) => api.request('/profile/company-connection', companyConnectionSchema, { signal }));
}
