import { useTranslation } from 'react-i18next';
import { routes } from '../../routes';
import { EmptyState } from '../EmptyState';
import { DashboardHints } from './DashboardHints';
import knowledgeBaseArt from './knowledge-base.svg';

type DashboardHintProps = {
  title: string;
  text: string;
};

/**
 * The 'Dashboard Hint' empty page (SPEC 2): where a planner with nothing yet lands, the empty
 * state sends them to the knowledge base, and the dashboard hints show where to go next.
 */
export function DashboardHint({ title, text }: DashboardHintProps) {
  const { t } = useTranslation();
  return (
    <div className="dashboard-hint-page">
      <EmptyState
        image={knowledgeBaseArt}
        title={title}
        text={text}
        actionLabel={t('dashboardHint.knowledgeBase')}
        actionIcon="pi pi-book"
        actionHref={routes.help}
      />
      <DashboardHints />
    </div>
  );
}
