import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../components/lazyComponent';
import { useFormat } from '../../../format/useFormat';
import type { SettingsDocument, SettingsTreatment } from './settingsDocument';

const ProfileChart = lazyComponent(() => import('./ProfileChart'), 'ProfileChart');

/** The model the simulation runs on, read-only: each criterion with its degradation profile, and the treatments. */
export function ModelView({ document, modelName }: { document: SettingsDocument; modelName: string }) {
  const { t } = useTranslation('simulations');
  const format = useFormat();
  const criterionName = (id: string) => document.criteria.find((criterion) => criterion.id === id)?.name ?? id;
  return (
    <section className="settings-card simulation-block simulation-model" aria-labelledby="simulation-model-title">
      <div className="settings-card__intro">
        <h2 id="simulation-model-title">{t('settings.model.title', { name: modelName })}</h2>
        <p>{t('settings.model.hint')}</p>
      </div>
      <div className="simulation-model__criteria">
        {document.criteria.map((criterion) => (
          <article key={criterion.id} className="criterion-card" data-testid="criterion-card">
            <header className="criterion-card__head">
              <h3>{criterion.name}</h3>
              <span>{t('settings.model.weight', { weight: format.number(criterion.weight, 2) })}</span>
              <span>{t('settings.model.distribution', { distribution: criterion.distribution })}</span>
            </header>
            <Suspense fallback={<Skeleton height="220px" />}>
              <ProfileChart name={criterion.id} profile={criterion.profile} />
            </Suspense>
          </article>
        ))}
      </div>
      <h3 className="simulation-model__subtitle">{t('settings.model.treatments')}</h3>
      <DataTable value={document.treatments} dataKey="id" className="table-card" emptyMessage={t('settings.model.noTreatments')}>
        <Column field="name" header={t('settings.model.treatmentName')} />
        <Column field="costType" header={t('settings.model.costType')} />
        <Column header={t('settings.model.unitCost')} body={(treatment: SettingsTreatment) => format.currency(treatment.unitCost, undefined, 2)} />
        <Column
          header={t('settings.model.trigger')}
          body={(treatment: SettingsTreatment) =>
            t('settings.model.triggerText', { criterion: criterionName(treatment.trigger.criterion), from: treatment.trigger.fromState, to: treatment.trigger.toState })
          }
        />
      </DataTable>
    </section>
  );
}
