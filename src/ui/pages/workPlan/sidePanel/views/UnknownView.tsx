import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { SidePanelViewProps } from '../sidePanelTypes';

/** A link the panel cannot show (SPEC 2 unknown): it says so and offers all projects. */
export function UnknownView({ show }: Pick<SidePanelViewProps, 'show'>) {
  const { t } = useTranslation('workPlanSidePanel');
  return (
    <div className="side-panel__notice" role="status" data-testid="side-panel-unknown">
      <i className="pi pi-question-circle" aria-hidden="true" />
      <strong>{t('unknown.title')}</strong>
      <p>{t('unknown.text')}</p>
      <Button label={t('unknown.allProjects')} icon="pi pi-briefcase" link onClick={() => show({ view: 'all_projects' })} />
    </div>
  );
}
