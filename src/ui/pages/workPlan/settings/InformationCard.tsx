import { useTranslation } from 'react-i18next';
import { WORK_PLAN_DESCRIPTION_MAX, WORK_PLAN_NAME_MAX, type WorkPlanSettings } from '../../../../api/schemas/workPlan.schema';
import { NameAndDescriptionForm } from '../../../components/detailsForm/NameAndDescriptionForm';
import { useWorkPlanDetailsFormActor, type WorkPlanSettingsRef } from './useWorkPlanSettingsActors';

/** SPEC 5: a work plan's general settings take a name up to 50 and a description up to 100. */
const LIMITS = { name: WORK_PLAN_NAME_MAX, description: WORK_PLAN_DESCRIPTION_MAX };

type InformationCardProps = {
  workPlanId: string;
  settings: WorkPlanSettings;
  settingsRef: WorkPlanSettingsRef;
  readOnly: boolean;
  onPlanChanged: () => void;
};

export function InformationCard({ workPlanId, settings, settingsRef, readOnly, onPlanChanged }: InformationCardProps) {
  const { t } = useTranslation('workPlanSettings');
  return (
    <section className="settings-card" aria-labelledby="work-plan-information-title">
      <div className="settings-card__intro">
        <h2 id="work-plan-information-title">{t('information.title')}</h2>
        <p>{t('information.hint')}</p>
      </div>
      <div className="settings-card__body">
        {readOnly ? (
          <dl className="work-plan-read-only">
            <dt>{t('information.name')}</dt>
            <dd>{settings.information.name}</dd>
            <dt>{t('information.description')}</dt>
            <dd className={settings.information.description ? undefined : 'work-plan-read-only__empty'}>
              {settings.information.description || t('information.noDescription')}
            </dd>
          </dl>
        ) : (
          <InformationForm workPlanId={workPlanId} settings={settings} settingsRef={settingsRef} onPlanChanged={onPlanChanged} />
        )}
      </div>
    </section>
  );
}

function InformationForm({ workPlanId, settings, settingsRef, onPlanChanged }: Omit<InformationCardProps, 'readOnly'>) {
  const formRef = useWorkPlanDetailsFormActor(settingsRef, workPlanId, settings.information, onPlanChanged);
  return <NameAndDescriptionForm formRef={formRef} texts="workPlanSettings:information" limits={LIMITS} descriptionRows={2} />;
}
