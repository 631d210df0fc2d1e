import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfileActor } from '../../../../api/actors/profile/updateProfile.actor';
import type { Profile } from '../../../../api/schemas/profile.schema';
import { profileFormMachine } from '../../../../machines/profileForm.machine';
import { useSession } from '../../../app/session/SessionContext';
import { useProfileRef } from '../../../app/session/useSessionChildren';
import { usePageActor } from '../../../app/root/usePageActor';
import { useNotify } from '../../../notifications/notify';

/**
 * The one wiring point of the profile form: PUT /api/profile, 'Profile saved.', then the session's
 * profile is refreshed, which also switches the UI to a newly chosen language without a reload.
 */
export function useProfileFormActor(profile: Profile) {
  const { api } = useSession();
  const { i18n } = useTranslation('myAccount');
  const notify = useNotify();
  const profileRef = useProfileRef();
  const [machine] = useState(() =>
    profileFormMachine.provide({
      actors: { updateProfile: updateProfileActor(api) },
      actions: {
        notifySaved: () => notify('success', i18n.t('myAccount:myAccount.profile.saved')),
        refreshSessionProfile: () => profileRef?.send({ type: 'profile.refresh' }),
      },
    }),
  );
  return usePageActor('profileForm', machine, { profile });
}

export type ProfileFormRef = ReturnType<typeof useProfileFormActor>;
