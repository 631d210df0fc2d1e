import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { profilePaths } from '../../paths/profilePaths';
import { profileSchema, type Profile, type ProfileUpdate } from '../../schemas/profile.schema';

export function updateProfileActor(api: ApiClient) {
  return fromPromise<Profile, ProfileUpdate>(({ input, signal }) =>
    api.request(profilePaths.update.url(), profileSchema, { method: 'PUT', body: input, signal }),
  );
}
