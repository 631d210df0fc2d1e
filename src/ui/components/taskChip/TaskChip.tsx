import { useSelector } from '@xstate/react';
import { Tag } from 'primereact/tag';
import { Tooltip } from 'primereact/tooltip';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../../../api/schemas/taskStatus.schema';
import type { CountdownParts, TaskErrorMessage } from '../../../machines/taskChip.machine';
import { countdownText } from './countdownText';
import { selectCountdown, selectErrorMessages, selectFace, selectUnexpected, type TaskChipFace } from './taskChipSelectors';
import { useTaskChipActor } from './useTaskChipActor';
import './TaskChip.css';

export type TaskChipProps = {
  status: TaskStatus | null;
  /** `sim_time_remaining` in seconds. */
  simTimeRemaining: number | null;
  errorMessages: TaskErrorMessage[];
};

const ICONS: Record<TaskChipFace, string> = {
  pending: 'pi pi-clock',
  running: 'pi pi-spinner pi-spin',
  ready: 'pi pi-check',
  failed: 'pi pi-exclamation-circle',
  cancelled: 'pi pi-ban',
  outdated: 'pi pi-history',
};

const sameParts = (a: CountdownParts, b: CountdownParts) => JSON.stringify(a) === JSON.stringify(b);

/** Only links that open a web page are offered as links; other more_info is shown as text. */
function isWebAddress(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * A simulation task's state as a pill (SPEC 4 "Simulation task states and chip"): an icon and the
 * state's label, or the time left while a queued or running task has an estimate; a failed task
 * lists its error messages in a tooltip, and a simulation without a task status says 'Unexpected
 * Error' there.
 */
export function TaskChip({ status, simTimeRemaining, errorMessages }: TaskChipProps) {
  const { t } = useTranslation();
  const chipRef = useTaskChipActor({ status, simTimeRemaining, errorMessages });
  const face = useSelector(chipRef, selectFace);
  const countdown = useSelector(chipRef, selectCountdown, sameParts);
  const unexpected = useSelector(chipRef, selectUnexpected);
  const messages = useSelector(chipRef, selectErrorMessages);
  const targetRef = useRef<HTMLSpanElement>(null);

  const timeLeft = countdown === null ? null : countdownText(t, countdown);
  const phase = face === 'running' ? t('taskChip.inProgress') : t('taskChip.queued');
  const explained = unexpected || messages.length > 0;

  return (
    <>
      <span
        ref={targetRef}
        className="task-chip"
        data-testid="task-chip"
        data-state={face}
        tabIndex={explained ? 0 : undefined}
        title={timeLeft === null ? undefined : t('taskChip.countdownLabel', { phase, timeLeft })}
      >
        <Tag className={`task-chip__tag task-chip--${face}`} icon={ICONS[face]} value={timeLeft ?? t(`taskChip.${face}`)} rounded />
      </span>
      {explained ? (
        <Tooltip target={targetRef} className="task-chip__tooltip" position="top" event="both" autoHide={false}>
          {unexpected ? (
            <p className="task-chip__message">{t('taskChip.unexpectedError')}</p>
          ) : (
            <ul className="task-chip__messages">
              {messages.map((error, index) => (
                <li key={index} className="task-chip__message">
                  {error.message}
                  {error.more_info === undefined ? null : isWebAddress(error.more_info) ? (
                    <a href={error.more_info} target="_blank" rel="noopener noreferrer" className="task-chip__more">
                      {t('taskChip.moreInformation')}
                    </a>
                  ) : (
                    <span className="task-chip__more">{error.more_info}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Tooltip>
      ) : null}
    </>
  );
}
