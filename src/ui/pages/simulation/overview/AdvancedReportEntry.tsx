import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import type { Plan } from '../../../../api/schemas/subscription.schema';
import { routes } from '../../../routes';
import { selectStatus } from './ReportStatusHelper';
import type { ReportStatusRef } from './useReportStatusActor';
import './AdvancedReportEntry.css';

/** The advanced report's code in the simulation's reports (SPEC 7 GET /simulations/{simId}/reports/advanced). */
const ADVANCED_CODE = 'advanced';

/**
 * The advanced report among the simulation's reports (issue 14): on the Enterprise plan, once
 * the reports are ready, it opens in a new browser window (SPEC 4's helper text: 'launched in a
 * new browser window'); on another plan it stays disabled and says why and how to get it. Ready
 * follows the report status actor, so that reports finished while the page is open can be opened.
 */
export function AdvancedReportEntry({ simulation, plan, statusRef }: { simulation: SimulationDetail; plan: Plan; statusRef: ReportStatusRef }) {
  const { t } = useTranslation('advancedReports');
  const enterprise = plan === 'Enterprise';
  const ready = useSelector(statusRef, selectStatus) === 'completed';
  const url = routes.report('simulation', simulation.id, ADVANCED_CODE);
  return (
    <section className={`advanced-entry${enterprise ? '' : ' advanced-entry--locked'}`} aria-labelledby="advanced-entry-title" data-testid="advanced-entry">
      <i className={`pi ${enterprise ? 'pi-sitemap' : 'pi-lock'} advanced-entry__icon`} aria-hidden="true" />
      <div className="advanced-entry__text">
        <strong id="advanced-entry-title">{t('entry.name')}</strong>
        {enterprise ? (
          <span>{ready ? t('entry.description') : t('entry.notReady')}</span>
        ) : (
          <span data-testid="advanced-entry-reason">
            {t('errors.advancedNeedsEnterprise', { ns: 'translation' })} {t('entry.howToGet', { plan })}{' '}
            <Link href={routes.myAccount('subscription')} className="advanced-entry__link">
              {t('refusal.subscriptionLink')}
            </Link>
          </span>
        )}
      </div>
      <Button
        label={t('entry.open')}
        icon="pi pi-external-link"
        iconPos="right"
        className="advanced-entry__open"
        disabled={!enterprise || !ready}
        onClick={() => window.open(url, '_blank', 'noopener')}
        data-testid="advanced-entry-open"
      />
    </section>
  );
}
