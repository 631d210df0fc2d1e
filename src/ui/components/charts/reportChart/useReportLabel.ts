import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Label } from '../../../../api/schemas/reportSummary.schema';

/** A report label in the user's language: `{ key }` is a message of the `reportLabels` texts, `{ text }` planner data shown as it is. */
export function useReportLabel(): (label: Label) => string {
  const { t } = useTranslation('reportLabels');
  return useCallback((label: Label) => ('key' in label ? t(label.key) : label.text), [t]);
}
