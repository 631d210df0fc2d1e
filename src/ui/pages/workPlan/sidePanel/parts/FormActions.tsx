import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../../components/describeFailure';
import type { SidePanelItemRef } from '../useSidePanelItemActor';

/** A panel form's server refusal (SPEC 8: its message) and its Cancel and Save; Save is disabled while saving. */
export function FormActions({ itemRef, saveLabel }: { itemRef: SidePanelItemRef; saveLabel: string }) {
  const { t } = useTranslation('workPlanSidePanel');
  const saving = useSelector(itemRef, (snapshot) => snapshot.matches({ shown: 'saving' }));
  const failure = useSelector(itemRef, (snapshot) => snapshot.context.failure);
  return (
    <>
      {failure ? <Message severity="error" text={describeFailure(t, failure)} className="side-panel__failure" /> : null}
      <div className="side-panel__actions">
        <Button type="button" label={t('form.cancel')} text disabled={saving} onClick={() => itemRef.send({ type: 'form.cancel' })} />
        <Button type="submit" label={saveLabel} icon="pi pi-check" loading={saving} disabled={saving} data-testid="side-panel-save" />
      </div>
    </>
  );
}

/** A view's failure outside a form (a deletion refused): the server's message. */
export function ItemFailure({ itemRef }: { itemRef: SidePanelItemRef }) {
  const { t } = useTranslation('workPlanSidePanel');
  const failure = useSelector(itemRef, (snapshot) => (snapshot.matches({ shown: 'viewing' }) ? snapshot.context.failure : null));
  return failure ? <Message severity="error" text={describeFailure(t, failure)} className="side-panel__failure" /> : null;
}
