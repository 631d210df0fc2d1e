import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { Trans, useTranslation } from 'react-i18next';
import type { WorkPlanListName } from '../../../../machines/workPlanSettingsItems';
import { describeFailure } from '../../../components/describeFailure';
import { SAFE_VALUES } from '../../../components/safeValues';
import type { WorkPlanSettingsListRef } from './useWorkPlanSettingsActors';
import { selectListBusy, selectListFailure, selectRemoving } from './workPlanSettingsSelectors';

/** Removing an item is permanent: the planner confirms it by its name. */
export function RemoveItemDialog({ listRef, list }: { listRef: WorkPlanSettingsListRef; list: WorkPlanListName }) {
  const { t } = useTranslation('workPlanSettings');
  const removing = useSelector(listRef, selectRemoving);
  const busy = useSelector(listRef, selectListBusy);
  const failure = useSelector(listRef, selectListFailure);
  const close = () => listRef.send({ type: 'remove.cancel' });
  const footer = (
    <div className="item-dialog__footer">
      <Button type="button" label={t('common.cancel')} text onClick={close} disabled={busy} />
      <Button type="button" label={t('common.delete')} icon="pi pi-trash" severity="danger" loading={busy} onClick={() => listRef.send({ type: 'remove.confirm' })} />
    </div>
  );
  return (
    <Dialog
      header={t(`lists.${list}.removeTitle`)}
      visible={removing !== null}
      onHide={close}
      footer={footer}
      style={{ width: '30rem' }}
      closable={!busy}
      draggable={false}
    >
      <p className="remove-dialog__text">
        <Trans t={t} i18nKey={`lists.${list}.removeText`} values={{ name: removing?.name ?? '' }} components={{ strong: <strong /> }} tOptions={SAFE_VALUES} shouldUnescape />
      </p>
      {failure && !busy ? <Message severity="error" text={describeFailure(t, failure)} className="work-plan-settings__notice" /> : null}
    </Dialog>
  );
}
