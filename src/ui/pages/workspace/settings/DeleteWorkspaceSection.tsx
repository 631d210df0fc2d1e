import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Trans, useTranslation } from 'react-i18next';
import type { WorkspaceDetail } from '../../../../api/schemas/workspace.schema';
import { describeFailure } from '../../../components/describeFailure';
import { SAFE_VALUES } from '../../../components/safeValues';
import { selectDeleteFailure, selectDeleteOpen, selectDeleting, selectNameMatches, selectTypedName } from './settingsSelectors';
import { useDeleteWorkspaceActor } from './useDeleteWorkspaceActor';

/** Deleting is permanent (SPEC 5): the dialog's Delete is enabled only once the name is typed. */
export function DeleteWorkspaceSection({ workspace }: { workspace: WorkspaceDetail }) {
  const { t } = useTranslation();
  const deleteRef = useDeleteWorkspaceActor(workspace);
  const open = useSelector(deleteRef, selectDeleteOpen);
  const deleting = useSelector(deleteRef, selectDeleting);
  const typed = useSelector(deleteRef, selectTypedName);
  const matches = useSelector(deleteRef, selectNameMatches);
  const failure = useSelector(deleteRef, selectDeleteFailure);
  const close = () => deleteRef.send({ type: 'dialog.close' });
  const footer = (
    <div className="delete-dialog__footer">
      <Button label={t('common.cancel')} text onClick={close} disabled={deleting} />
      <Button
        label={t('workspace.delete.confirm')}
        icon="pi pi-trash"
        severity="danger"
        loading={deleting}
        disabled={!matches}
        onClick={() => deleteRef.send({ type: 'delete.confirm' })}
      />
    </div>
  );
  return (
    <>
      <Button label={t('workspace.delete.open')} icon="pi pi-trash" severity="danger" outlined onClick={() => deleteRef.send({ type: 'dialog.open' })} />
      <Dialog
        header={t('workspace.delete.dialogTitle')}
        visible={open}
        onHide={close}
        footer={footer}
        style={{ width: '32rem' }}
        closable={!deleting}
        draggable={false}
        className="workspace-delete-dialog"
      >
        <Message severity="warn" text={t('workspace.delete.permanent')} className="workspace-delete-dialog__warning" />
        <p className="workspace-delete-dialog__prompt">
          <Trans
            i18nKey="workspace.delete.typeName"
            values={{ name: workspace.name }}
            components={{ strong: <strong /> }}
            tOptions={SAFE_VALUES}
            shouldUnescape
          />
        </p>
        <InputText
          value={typed}
          autoFocus
          className="workspace-delete-dialog__input"
          aria-label={t('workspace.delete.typeNameLabel')}
          onChange={(event) => deleteRef.send({ type: 'name.change', value: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') deleteRef.send({ type: 'delete.confirm' });
          }}
        />
        {failure ? <Message severity="error" text={describeFailure(t, failure)} className="workspace-delete-dialog__failure" /> : null}
      </Dialog>
    </>
  );
}
