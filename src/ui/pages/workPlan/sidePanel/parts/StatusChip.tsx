import { useTranslation } from 'react-i18next';

/** A project's or phase's status with its colour from the plan's settings. */
export function StatusChip({ status }: { status: { name: string; colour: string } | null }) {
  const { t } = useTranslation('workPlanSidePanel');
  return (
    <span className="side-panel__status" data-testid="side-panel-status">
      <span className="side-panel__swatch" style={{ background: status?.colour ?? 'var(--app-border-strong)' }} aria-hidden="true" />
      {status?.name ?? t('fields.noStatus')}
    </span>
  );
}
