import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A dimension's value as people read it: the blank value (no class, no hierarchy recorded) is '(blank)', never an empty label. */
export function useValueLabel(): (value: string) => string {
  const { t } = useTranslation('advancedReports');
  return useCallback((value: string) => (value.trim() === '' ? t('blank') : value), [t]);
}
