import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '../../../routes';
import type { LiteReportTab } from '../overview/reportTabs';

/** Each tab's icon in the report's own navigation. */
const TAB_ICONS: Record<LiteReportTab | 'overview', string> = {
  overview: 'pi-home',
  funding: 'pi-wallet',
  service: 'pi-heart',
  'location-analysis': 'pi-map-marker',
  'system-life-cycle': 'pi-sitemap',
  'asset-life-cycle': 'pi-box',
  'location-backlog': 'pi-inbox',
  'budget-distribution': 'pi-chart-pie',
  'budget-breakdown': 'pi-th-large',
  'surplus-distribution': 'pi-percentage',
};

type ReportTabNavProps = {
  simulationId: string;
  /** The plan's lite report tabs, in SPEC 2's order; the overview leads them. */
  tabs: readonly LiteReportTab[];
  current: LiteReportTab | 'overview';
};

/** The report's tabs as links down the left of the report area, so that every tab has its own address. */
export function ReportTabNav({ simulationId, tabs, current }: ReportTabNavProps) {
  const { t } = useTranslation(['simulations', 'reports']);
  const entries: Array<LiteReportTab | 'overview'> = tabs[0] === 'overview' ? [...tabs] : ['overview', ...tabs];
  return (
    <nav className="report-nav" aria-label={t('reports:nav.label')}>
      <ul>
        {entries.map((tab) => (
          <li key={tab}>
            <Link
              href={routes.simulationReport(simulationId, tab)}
              className={`report-nav__link${tab === current ? ' report-nav__link--current' : ''}`}
              aria-current={tab === current ? 'page' : undefined}
            >
              <i className={`pi ${TAB_ICONS[tab]}`} aria-hidden="true" />
              <span>{t(`reports.tabs.${tab}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
