import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { profileSchema, type Profile } from '../../schemas/profile.schema';

export function fetchProfileActor(api: ApiClient) {
  return fromPromise<Profile>(({ signal }) => api.request('/profile', profileSchema, { signal }));
}
