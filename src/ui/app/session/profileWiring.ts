import type { i18n } from 'i18next';
import { fetchProfileActor } from '../../../api/actors/profile/fetchProfile.actor';
import type { ApiClient } from '../../../api/client';
import { profileMachine } from '../../../machines/profile.machine';

/** The profile machine's effects: GET /api/profile, and its locale applied to the UI without a reload. */
export function provideProfileMachine(api: ApiClient, i18n: i18n) {
  return profileMachine.provide({
    actors: { fetchProfile: fetchProfileActor(api) },
    actions: {
      applyLocale: (_, { locale }) => {
        void i18n.changeLanguage(locale);
        document.documentElement.lang = locale;
      },
    },
  });
}
