import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { workspaceInputSchema } from '../../../api/schemas/workspace.schema';
import { describeFailure } from '../../components/describeFailure';
import { CountedField } from '../../components/CountedField';
import { hasNameTwin } from '../portfolios/nameTwin';
import {
  selectCanCreate,
  selectCreating,
  selectDescription,
  selectDialogFailure,
  selectDialogOpen,
  selectFieldInvalid,
  selectName,
} from './createWorkspaceSelectors';
import type { CreateWorkspaceRef } from './useCreateWorkspaceActor';
import '../../styles/dialogParts.css';
import './CreateWorkspaceDialog.css';

const NAME_MAX = workspaceInputSchema.shape.name.maxLength ?? 100;
const DESCRIPTION_MAX = workspaceInputSchema.shape.description.unwrap().maxLength ?? 250;
const selectNameInvalid = selectFieldInvalid('name');
const selectDescriptionInvalid = selectFieldInvalid('description');

type CreateWorkspaceDialogProps = {
  createRef: CreateWorkspaceRef;
  /** The workspaces the tab shows, for the soft uniqueness warning. */
  existing: readonly { name: string }[];
};

/** SPEC 2 "Create Workspace" form: a name (100) and a description (250); the server's refusal shows on the field it names. */
export function CreateWorkspaceDialog({ createRef, existing }: CreateWorkspaceDialogProps) {
  const { t } = useTranslation('portfolio');
  const open = useSelector(createRef, selectDialogOpen);
  const creating = useSelector(createRef, selectCreating);
  const name = useSelector(createRef, selectName);
  const description = useSelector(createRef, selectDescription);
  const canCreate = useSelector(createRef, selectCanCreate);
  const failure = useSelector(createRef, selectDialogFailure);
  const nameInvalid = useSelector(createRef, selectNameInvalid);
  const descriptionInvalid = useSelector(createRef, selectDescriptionInvalid);
  const close = () => createRef.send({ type: 'dialog.close' });

  const footer = (
    <div className="dialog-actions">
      <Button label={t('common.cancel')} text onClick={close} disabled={creating} />
      <Button label={t('common.create')} icon="pi pi-check" type="submit" form="create-workspace-form" loading={creating} disabled={!canCreate} />
    </div>
  );
  return (
    <Dialog
      header={t('workspaces.create.title')}
      visible={open}
      onHide={close}
      footer={footer}
      className="create-workspace"
      style={{ width: '34rem' }}
      closable={!creating}
      draggable={false}
      dismissableMask={!creating}
    >
      <p className="create-workspace__intro">{t('workspaces.create.intro')}</p>
      {failure ? <Message severity="error" text={describeFailure(t, failure)} className="create-workspace__problem" /> : null}
      <form
        id="create-workspace-form"
        className="create-workspace__form"
        onSubmit={(event) => {
          event.preventDefault();
          createRef.send({ type: 'form.submit' });
        }}
      >
        <CountedField
          id="create-workspace-name"
          label={t('workspaces.create.name')}
          value={name}
          max={NAME_MAX}
          capped
          autoFocus
          placeholder={t('workspaces.create.namePlaceholder')}
          error={nameInvalid ? t('workspaces.create.invalid.name') : undefined}
          warning={hasNameTwin(name, existing) ? t('createPortfolio.nameNotUnique') : undefined}
          onChange={(value) => createRef.send({ type: 'name.change', value })}
        />
        <CountedField
          id="create-workspace-description"
          label={t('workspaces.create.description')}
          optional={t('common.optional')}
          value={description}
          max={DESCRIPTION_MAX}
          capped
          rows={4}
          placeholder={t('workspaces.create.descriptionPlaceholder')}
          error={descriptionInvalid ? t('workspaces.create.invalid.description') : undefined}
          onChange={(value) => createRef.send({ type: 'description.change', value })}
        />
      </form>
    </Dialog>
  );
}
