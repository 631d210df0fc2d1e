import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import type { WorkPlanDetail, WorkPlanSettings } from '../../../../api/schemas/workPlan.schema';
import { usePageTitle } from '../../../app/usePageTitle';
import { DeleteByNameSection } from '../../../components/deleteByName/DeleteByNameSection';
import { describeFailure } from '../../../components/describeFailure';
import type { WorkPlanTabProps } from '../workPlanTabProps';
import { FundingSourcesCard } from './FundingSourcesCard';
import { InformationCard } from './InformationCard';
import { OrderedListCard } from './OrderedListCard';
import { TimeFrameCard } from './TimeFrameCard';
import { useDeleteWorkPlanActor, useWorkPlanSettingsActor, type WorkPlanSettingsRef } from './useWorkPlanSettingsActors';
import { selectFailure, selectLoadFailed, selectSettings } from './workPlanSettingsSelectors';
import '../../../styles/pageSections.css';
import './WorkPlanSettingsTab.css';

/**
 * The work plan's settings (SPEC 2 "Work Plan settings"): information, planning time frame,
 * funding sources, priority types, status types, user-defined fields, and deletion. Without
 * workPlans.write everything is read-only; without workPlans.delete there is no delete card.
 */
export function WorkPlanSettingsTab({ workPlan, onPlanChanged }: WorkPlanTabProps) {
  const { t } = useTranslation('workPlanSettings');
  usePageTitle(t('common.settings'));
  const settingsRef = useWorkPlanSettingsActor(workPlan, onPlanChanged);
  const settings = useSelector(settingsRef, selectSettings);
  const loadFailed = useSelector(settingsRef, selectLoadFailed);
  const failure = useSelector(settingsRef, selectFailure);
  if (loadFailed && failure) {
    return (
      <div className="work-plan-settings">
        <Message severity="error" text={describeFailure(t, failure)} className="work-plan-settings__notice" />
        <div>
          <Button label={t('settings.retry')} icon="pi pi-refresh" outlined onClick={() => settingsRef.send({ type: 'settings.retry' })} />
        </div>
      </div>
    );
  }
  if (!settings) {
    return (
      <div className="work-plan-settings work-plan-settings--loading" role="status" aria-label={t('settings.loading')}>
        <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
      </div>
    );
  }
  return <SettingsCards workPlan={workPlan} settings={settings} settingsRef={settingsRef} onPlanChanged={onPlanChanged} />;
}

type SettingsCardsProps = { workPlan: WorkPlanDetail; settings: WorkPlanSettings; settingsRef: WorkPlanSettingsRef; onPlanChanged: () => void };

function SettingsCards({ workPlan, settings, settingsRef, onPlanChanged }: SettingsCardsProps) {
  const { t } = useTranslation('workPlanSettings');
  const mayWrite = workPlan.allowed_actions.includes('workPlans.write');
  const mayDelete = workPlan.allowed_actions.includes('workPlans.delete');
  return (
    <div className="work-plan-settings" data-testid="work-plan-settings">
      {!mayWrite ? <Message severity="info" text={t('settings.readOnly')} className="work-plan-settings__notice" /> : null}
      <InformationCard workPlanId={workPlan.id} settings={settings} settingsRef={settingsRef} readOnly={!mayWrite} onPlanChanged={onPlanChanged} />
      <TimeFrameCard settingsRef={settingsRef} readOnly={!mayWrite} />
      <FundingSourcesCard workPlanId={workPlan.id} settings={settings} readOnly={!mayWrite} />
      <OrderedListCard workPlanId={workPlan.id} list="priority_items" settings={settings} readOnly={!mayWrite} />
      <OrderedListCard workPlanId={workPlan.id} list="status_items" settings={settings} readOnly={!mayWrite} />
      <OrderedListCard workPlanId={workPlan.id} list="udf_fields" settings={settings} readOnly={!mayWrite} />
      {/* A renamed plan is confirmed by its new name: a new dialog actor. */}
      {mayDelete ? <DeleteWorkPlan key={settings.information.name} workPlan={workPlan} name={settings.information.name} /> : null}
    </div>
  );
}

function DeleteWorkPlan({ workPlan, name }: { workPlan: WorkPlanDetail; name: string }) {
  const deleteRef = useDeleteWorkPlanActor(workPlan, name);
  return <DeleteByNameSection deleteRef={deleteRef} texts="workPlanSettings:delete" />;
}
