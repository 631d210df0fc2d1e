import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../../../api/schemas/taskStatus.schema';
import { runStateOf } from './runState';

/** The state of a workspace's latest run as a chip, or a quiet note while nothing has run. */
export function RunStateChip({ status }: { status: TaskStatus | null }) {
  const { t } = useTranslation();
  if (status === null) {
    return <span className="run-state run-state--none">{t('workspaces.runState.none')}</span>;
  }
  const state = runStateOf(status);
  const label = t(`workspaces.runState.${state}`);
  return (
    <span className={`run-state run-state--${state}`} title={t('workspaces.latestRun', { state: label })}>
      {label}
    </span>
  );
}
