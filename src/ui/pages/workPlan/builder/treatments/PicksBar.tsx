import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SELECTED_PER_DATA_SOURCE, selectedPerDataSource } from '../../../../../api/rules/assetSelection';
import { pickedAssets } from '../../../../../machines/builderTreatments.machine';
import type { BuilderTreatmentsRef } from './useBuilderTreatmentsActor';

/** The treatments picked, the assets they take of each data source's 5 (SPEC 5), and Create Treatment. */
export function PicksBar({ treatmentsRef, canPick, onCreate }: { treatmentsRef: BuilderTreatmentsRef; canPick: boolean; onCreate: () => void }) {
  const { t } = useTranslation('workPlanTreatments');
  const picks = useSelector(treatmentsRef, (snapshot) => snapshot.context.picks);
  const perSource = useMemo(() => Object.entries(selectedPerDataSource(pickedAssets(picks))), [picks]);
  return (
    <section className={`builder-selection${picks.length > 0 ? ' builder-selection--active' : ''}`} aria-label={t('treatments.picks.create')} data-testid="treatment-picks">
      <i className="pi pi-check-square builder-selection__icon" aria-hidden="true" />
      {!canPick ? (
        <span className="builder-selection__hint">{t('treatments.picks.readOnly')}</span>
      ) : picks.length === 0 ? (
        <span className="builder-selection__hint">{t('treatments.picks.hint')}</span>
      ) : (
        <>
          <strong className="builder-selection__count" data-testid="treatment-picks-count">
            {t('treatments.picks.count', { count: picks.length })}
          </strong>
          <ul className="builder-selection__sources">
            {perSource.map(([source, count]) => (
              <li key={source} className={`builder-selection__source${count >= MAX_SELECTED_PER_DATA_SOURCE ? ' builder-selection__source--full' : ''}`}>
                {t('treatments.picks.assets', { count, limit: MAX_SELECTED_PER_DATA_SOURCE })}
              </li>
            ))}
          </ul>
          <span className="treatments-picks__actions">
            <Button label={t('treatments.picks.clear')} icon="pi pi-times" text size="small" onClick={() => treatmentsRef.send({ type: 'picks.clear' })} />
            <Button label={t('treatments.picks.create')} icon="pi pi-plus" size="small" onClick={onCreate} data-testid="create-treatment" />
          </span>
        </>
      )}
    </section>
  );
}
