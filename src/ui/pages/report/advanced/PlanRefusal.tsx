import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Plan } from '../../../../api/schemas/subscription.schema';
import { routes } from '../../../routes';

/**
 * Issue 14 "other plans see why and how to get them": the server's refusal, 'Advanced reports need
 * the Enterprise plan.', what plan the portfolio is on and where the subscription is managed.
 */
export function PlanRefusal({ plan, compact = false }: { plan: Plan | null; compact?: boolean }) {
  const { t } = useTranslation('advancedReports');
  return (
    <div className={`plan-refusal${compact ? ' plan-refusal--compact' : ''}`} role="note" data-testid="advanced-refusal">
      <i className="pi pi-lock plan-refusal__icon" aria-hidden="true" />
      <div className="plan-refusal__text">
        <strong>{t('errors.advancedNeedsEnterprise', { ns: 'translation' })}</strong>
        <p>{plan ? t('refusal.onPlan', { plan }) : t('refusal.howTo')}</p>
        <Link href={routes.myAccount('subscription')} className="plan-refusal__link">
          {t('refusal.subscriptionLink')}
          <i className="pi pi-arrow-right" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
