import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { profilePaths } from '../../paths/profilePaths';
import {
  companyConnectionSchema,
  type CompanyConnection,
  type CompanyConnectionUpdate,
} from '../../schemas/companyConnection.schema';

export function saveCompanyConnectionActor(api: ApiClient) {
  return fromPromise<CompanyConnection, { companyId: string; update: CompanyConnectionUpdate }>(({ input, signal }) =>
    api.request(profilePaths.saveCompanyConnection.url({ id: input.companyId }), companyConnectionSchema, {
      method: 'PUT',
      body: input.update,
      signal,
    }),
  );
}
