import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { SidePanelItemRef } from '../useSidePanelItemActor';

/** The permanent-deletion question (SPEC 5) for what the user asked to delete, with Delete and Cancel. */
export function DeleteConfirm({ itemRef, question }: { itemRef: SidePanelItemRef; question: string }) {
  const { t } = useTranslation('workPlanSidePanel');
  const busy = useSelector(itemRef, (snapshot) => snapshot.hasTag('busy'));
  return (
    <div className="side-panel__confirm" role="alertdialog" aria-label={question} data-testid="side-panel-confirm">
      <p>
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        {question} {t('delete.permanent')}
      </p>
      <div className="side-panel__actions">
        <Button label={t('delete.cancel')} text disabled={busy} onClick={() => itemRef.send({ type: 'delete.cancel' })} />
        <Button label={t('delete.confirm')} severity="danger" icon="pi pi-trash" loading={busy} onClick={() => itemRef.send({ type: 'delete.confirm' })} />
      </div>
    </div>
  );
}
