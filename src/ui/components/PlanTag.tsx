import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../api/schemas/subscription.schema';
import './PlanTag.css';

/** The subscription plan of a portfolio, in its plan's colour. */
export function PlanTag({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  return <Tag value={t(`portfolios.plan.${plan}`)} className={`plan-tag plan-tag--${plan.toLowerCase()}`} rounded />;
}
