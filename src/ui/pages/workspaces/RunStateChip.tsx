import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../../../api/schemas/taskStatus.schema';
import type { TaskErrorMessage } from '../../../machines/taskChip.machine';
import { TaskChip } from '../../components/taskChip/TaskChip';

// A workspace list reads only the latest run's status: no estimate and no messages to show.
const NO_ERRORS: TaskErrorMessage[] = [];

/** The state of a workspace's latest run as a task chip, or a quiet note while nothing has run. */
export function RunStateChip({ status }: { status: TaskStatus | null }) {
  const { t } = useTranslation('portfolio');
  if (status === null) {
    return <span className="run-state--none">{t('workspaces.runState.none')}</span>;
  }
  return <TaskChip status={status} simTimeRemaining={null} errorMessages={NO_ERRORS} />;
}
