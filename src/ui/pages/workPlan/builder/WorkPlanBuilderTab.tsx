import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { usePageTitle } from '../../../app/usePageTitle';
import { sidePanelQueryOnly } from '../sidePanel/sidePanelLink';
import { WorkPlanSidePanel } from '../sidePanel/WorkPlanSidePanel';
import type { WorkPlanTabProps } from '../workPlanTabProps';
import { BuilderAssetsView } from './assets/BuilderAssetsView';
import { BUILDER_VIEWS, builderViewPath, type BuilderView } from './builderViews';
import { BuilderMapView } from './map/BuilderMapView';
import { BuilderTreatmentsView } from './treatments/BuilderTreatmentsView';
import { useBuilderSelectionActor } from './useBuilderSelectionActor';
import './WorkPlanBuilderTab.css';

export type { BuilderView } from './builderViews';

/**
 * The Builder (SPEC 2 "Work Plan builder"): a switch between its Assets, Treatments and Map views,
 * each at /work-plan/{id}/builder/{view} and titled 'Builder - Assets' and so on. The selection of
 * assets is the Builder's, shared by its views. The work plan side panel stands on the right, and
 * stays on what it shows when the view changes.
 */
export function WorkPlanBuilderTab({ workPlan, view, onPlanChanged }: WorkPlanTabProps & { view: BuilderView }) {
  const { t } = useTranslation('workPlanBuilder');
  const [, navigate] = useLocation();
  const search = useSearch();
  usePageTitle(t(`pageTitle.${view}`));
  const selectionRef = useBuilderSelectionActor(workPlan.id);
  const options = BUILDER_VIEWS.map(({ view: value, icon }) => ({ value, icon, label: t(`views.${value}`) }));
  return (
    <div className="builder-layout">
      <div className="builder" data-testid="work-plan-builder">
        <SelectButton
          className="builder__views"
          value={view}
          options={options}
          allowEmpty={false}
          aria-label={t('views.label')}
          onChange={(event) => {
            if (event.value && event.value !== view) navigate(`${builderViewPath(workPlan.id, event.value as BuilderView)}${sidePanelQueryOnly(search)}`);
          }}
          itemTemplate={(option: (typeof options)[number]) => (
            <span className="builder__view" data-testid={`builder-view-${option.value}`}>
              <i className={`pi ${option.icon}`} aria-hidden="true" />
              {option.label}
            </span>
          )}
        />
        {view === 'assets' ? <BuilderAssetsView workPlan={workPlan} selectionRef={selectionRef} /> : null}
        {view === 'treatments' ? <BuilderTreatmentsView workPlan={workPlan} /> : null}
        {view === 'map' ? <BuilderMapView workPlan={workPlan} selectionRef={selectionRef} /> : null}
      </div>
      <WorkPlanSidePanel workPlan={workPlan} onChanged={onPlanChanged} />
    </div>
  );
}
