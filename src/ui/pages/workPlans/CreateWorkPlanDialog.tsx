import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { WORK_PLAN_DESCRIPTION_MAX, WORK_PLAN_NAME_MAX } from '../../../api/schemas/workPlan.schema';
import { describeFailure } from '../../components/describeFailure';
import { CountedField } from '../../components/CountedField';
import {
  selectCanCreate,
  selectCreating,
  selectDescription,
  selectDialogFailure,
  selectDialogOpen,
  selectFieldInvalid,
  selectName,
  selectNameTaken,
} from './createWorkPlanSelectors';
import type { CreateWorkPlanRef } from './useCreateWorkPlanActor';
import '../../styles/dialogParts.css';
import './CreateWorkPlanDialog.css';

const selectNameInvalid = selectFieldInvalid('name');
const selectDescriptionInvalid = selectFieldInvalid('description');

/**
 * SPEC 2 "Create Work Plan" form: a name (50) and a description (100) with their counters; a name
 * the portfolio already has is only a warning (SPEC 5); the server's refusal shows on the field it names.
 */
export function CreateWorkPlanDialog({ createRef }: { createRef: CreateWorkPlanRef }) {
  const { t } = useTranslation('workPlans');
  const open = useSelector(createRef, selectDialogOpen);
  const creating = useSelector(createRef, selectCreating);
  const name = useSelector(createRef, selectName);
  const description = useSelector(createRef, selectDescription);
  const nameTaken = useSelector(createRef, selectNameTaken);
  const canCreate = useSelector(createRef, selectCanCreate);
  const failure = useSelector(createRef, selectDialogFailure);
  const nameInvalid = useSelector(createRef, selectNameInvalid);
  const descriptionInvalid = useSelector(createRef, selectDescriptionInvalid);
  const close = () => createRef.send({ type: 'dialog.close' });

  const footer = (
    <div className="dialog-actions">
      <Button label={t('common.cancel')} text onClick={close} disabled={creating} />
      <Button label={t('common.create')} icon="pi pi-check" type="submit" form="create-work-plan-form" loading={creating} disabled={!canCreate} />
    </div>
  );
  return (
    <Dialog
      header={t('create.title')}
      visible={open}
      onHide={close}
      footer={footer}
      className="create-work-plan"
      style={{ width: '34rem' }}
      closable={!creating}
      draggable={false}
      dismissableMask={!creating}
    >
      <p className="create-work-plan__intro">{t('create.intro')}</p>
      {failure ? <Message severity="error" text={describeFailure(t, failure)} className="create-work-plan__problem" /> : null}
      <form
        id="create-work-plan-form"
        className="create-work-plan__form"
        onSubmit={(event) => {
          event.preventDefault();
          createRef.send({ type: 'form.submit' });
        }}
      >
        <CountedField
          id="create-work-plan-name"
          label={t('create.name')}
          value={name}
          max={WORK_PLAN_NAME_MAX}
          capped
          autoFocus
          placeholder={t('create.namePlaceholder')}
          error={nameInvalid ? t('create.invalid.name') : undefined}
          warning={nameTaken ? t('createPortfolio.nameNotUnique') : undefined}
          onChange={(value) => createRef.send({ type: 'name.change', value })}
        />
        <CountedField
          id="create-work-plan-description"
          label={t('create.description')}
          optional={t('common.optional')}
          value={description}
          max={WORK_PLAN_DESCRIPTION_MAX}
          capped
          rows={3}
          placeholder={t('create.descriptionPlaceholder')}
          error={descriptionInvalid ? t('create.invalid.description') : undefined}
          onChange={(value) => createRef.send({ type: 'description.change', value })}
        />
      </form>
    </Dialog>
  );
}
