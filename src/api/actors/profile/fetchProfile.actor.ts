import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { profilePaths } from '../../paths/profilePaths';
import { profileSchema, type Profile } from '../../schemas/profile.schema';

export function fetchProfileActor(api: ApiClient) {
  return fromPromise<Profile>(({ signal }) => api.request(profilePaths.get.url(), profileSchema, { signal }));
}
