import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../format/useFormat';
import type { FieldErrors } from '../sidePanelDrafts';
import type { SidePanelItemRef } from '../useSidePanelItemActor';

/**
 * A form's draft and its errors as the fields show them: an error appears under its field once
 * Save was pressed with it (the machine's `attempted`), and a date in it is written the user's way.
 */
export function useDraftFields(itemRef: SidePanelItemRef, errorsOf: (draft: Record<string, unknown>) => FieldErrors) {
  const { t } = useTranslation('workPlanSidePanel');
  const format = useFormat();
  const draft = useSelector(itemRef, (snapshot) => snapshot.context.draft);
  const attempted = useSelector(itemRef, (snapshot) => snapshot.context.attempted);
  const saving = useSelector(itemRef, (snapshot) => snapshot.matches({ shown: 'saving' }));
  const errors = attempted ? errorsOf(draft) : {};
  const errorText = (field: string): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    return t(error.key, { ...error.params, ...(error.date ? { dateVal: format.day(error.date) } : {}), ns: error.key.includes(':') ? undefined : 'translation' });
  };
  const change = (field: string, value: unknown) => itemRef.send({ type: 'form.change', field, value });
  return { draft, saving, errorText, change };
}
