import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shownLocationName, UNNAMED_LOCATION_KEY } from './locationName';

/** A location's name in the user's language: '(unnamed location)' for the assets with no location value. */
export function useLocationName(): (name: string) => string {
  const { t } = useTranslation('reportLabels');
  return useCallback((name: string) => shownLocationName(name, t(UNNAMED_LOCATION_KEY)), [t]);
}
