import { useSelector } from '@xstate/react';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import { DeleteByNameSection } from '../../../components/deleteByName/DeleteByNameSection';
import { LoadFailure } from '../../../components/LoadFailure';
import { selectMay, selectSimulation } from '../simulationDetailSelectors';
import type { SimulationDetailRef } from '../useSimulationDetailActor';
import { DetailsReadOnly } from './DetailsReadOnly';
import { ModelView } from './ModelView';
import { readSettingsDocument } from './settingsDocument';
import { selectSetup, selectSetupFailure, selectSetupView } from './setupSelectors';
import { SimulationForm } from './SimulationForm';
import { StrategyView } from './StrategyView';
import { useDeleteSimulationActor } from './useDeleteSimulationActor';
import { useSimulationSetupActor } from './useSimulationSetupActor';

/**
 * The simulation's settings (SPEC 2 "Simulation detail"): its name, description, status and
 * priority items and field values, which Editors and Admins change and a Viewer reads (SPEC 6);
 * the model and strategy it runs on, read-only; and deletion with the typed name (SPEC 5).
 */
export function SettingsTab({ detailRef }: { detailRef: SimulationDetailRef }) {
  const simulation = useSelector(detailRef, selectSimulation);
  if (!simulation) return null;
  // Another settings version (after a run on newer settings) is another model to read.
  return <SettingsContent key={simulation.simulation_settings_version} detailRef={detailRef} simulation={simulation} />;
}

function SettingsContent({ detailRef, simulation }: { detailRef: SimulationDetailRef; simulation: SimulationDetail }) {
  const { t } = useTranslation('simulations');
  const setupRef = useSimulationSetupActor(simulation);
  const view = useSelector(setupRef, selectSetupView);
  const setup = useSelector(setupRef, selectSetup);
  const failure = useSelector(setupRef, selectSetupFailure);
  const mayWrite = useSelector(detailRef, selectMay('simulations.write'));
  const mayDelete = useSelector(detailRef, selectMay('simulations.delete'));
  if (view === 'failed') {
    return <LoadFailure message={t('settings.loadFailed')} failure={failure} onRetry={() => setupRef.send({ type: 'setup.retry' })} inTab />;
  }
  if (view === 'loading' || !setup) return <Skeleton height="20rem" borderRadius="14px" />;
  const document = readSettingsDocument(setup.settingsVersion.document);
  return (
    <div className="simulation-settings">
      {!mayWrite ? <Message severity="info" text={t('settings.readOnly')} className="simulation-settings__read-only" /> : null}
      <section className="settings-card" aria-labelledby="simulation-details-title">
        <div className="settings-card__intro">
          <h2 id="simulation-details-title">{t('settings.details.title')}</h2>
          <p>{t('settings.details.hint')}</p>
        </div>
        <div className="settings-card__body">
          {mayWrite ? (
            <SimulationForm detailRef={detailRef} simulation={simulation} workspaceSettings={setup.workspaceSettings} />
          ) : (
            <DetailsReadOnly simulation={simulation} workspaceSettings={setup.workspaceSettings} />
          )}
        </div>
      </section>
      <ModelView document={document} modelName={setup.settingsVersion.model_name} />
      <StrategyView document={document} version={setup.settingsVersion} />
      {/* A renamed simulation is confirmed by its new name: a new dialog actor. */}
      {mayDelete ? <DeleteSimulation key={simulation.name} simulation={simulation} /> : null}
    </div>
  );
}

function DeleteSimulation({ simulation }: { simulation: SimulationDetail }) {
  const deleteRef = useDeleteSimulationActor(simulation);
  return <DeleteByNameSection deleteRef={deleteRef} texts="simulations:settings.delete" />;
}
