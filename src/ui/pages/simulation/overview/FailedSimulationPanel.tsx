import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskStatusObject } from '../../../../api/schemas/task.schema';
import { selectProfile } from '../../../app/session/profileSelectors';
import { useProfileRef } from '../../../app/session/useSessionChildren';
import { selectCurrentTaskCreator } from '../simulationDetailSelectors';
import type { SimulationDetailRef } from '../useSimulationDetailActor';
import { failedPanelText } from './failedPanelText';
import { isWebAddress } from './isWebAddress';

type FailedSimulationPanelProps = {
  detailRef: SimulationDetailRef;
  task: TaskStatusObject & { id: string };
};

/**
 * SPEC 2 "Failed-simulation panel" for a failed or invalid run: the headline, the line for the
 * viewer (who is compared with the run's creator by email, SPEC 6), each error message with its
 * more_info, and Try Again, a placeholder that only says 'Coming soon!'.
 */
export function FailedSimulationPanel({ detailRef, task }: FailedSimulationPanelProps) {
  const { t } = useTranslation('simulations');
  const viewerEmail = useSelector(useProfileRef(), selectProfile)?.email ?? null;
  const creator = useSelector(detailRef, selectCurrentTaskCreator);
  useEffect(() => {
    detailRef.send({ type: 'task.load' });
  }, [detailRef, task.id]);
  const text = failedPanelText({ hasErrorMessages: task.error_messages.length > 0, canRetry: task.can_retry, creator, viewerEmail });
  return (
    <section className="failed-panel" data-testid="failed-panel" aria-labelledby="failed-panel-title">
      <span className="failed-panel__icon" aria-hidden="true">
        <i className="pi pi-exclamation-triangle" />
      </span>
      <div className="failed-panel__body">
        <h2 id="failed-panel-title" className="failed-panel__headline">
          {t(text.headline)}
        </h2>
        <p className="failed-panel__line" data-testid="failed-panel-line">
          {t(text.line, { creator: text.creator })}
        </p>
        {task.error_messages.length > 0 ? (
          <ul className="failed-panel__messages">
            {task.error_messages.map((error, index) => (
              <li key={index}>
                <span>{error.message}</span>
                {error.more_info === undefined ? null : isWebAddress(error.more_info) ? (
                  <a href={error.more_info} target="_blank" rel="noopener noreferrer" className="failed-panel__more">
                    {t('failed.moreInformation')}
                  </a>
                ) : (
                  <span className="failed-panel__more failed-panel__more--text">{error.more_info}</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {text.showTryAgain ? (
          <Button label={t('failed.tryAgain')} icon="pi pi-refresh" outlined onClick={() => detailRef.send({ type: 'task.retry' })} />
        ) : null}
      </div>
    </section>
  );
}
