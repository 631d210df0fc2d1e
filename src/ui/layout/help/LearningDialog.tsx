import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { LearningChoice, learningDialogMachine } from '../../../machines/learningDialog.machine';
import type { LearningDialogRef } from './useLearningDialogActor';
import '../../styles/dialogParts.css';
import './LearningDialog.css';

type Snapshot = SnapshotFrom<typeof learningDialogMachine>;

const CHOICES: ReadonlyArray<{ choice: LearningChoice; labelKey: string }> = [
  { choice: 'hasAccount', labelKey: 'learning.hasAccount' },
  { choice: 'noAccount', labelKey: 'learning.noAccount' },
];

const selectVisible = (snapshot: Snapshot) => !snapshot.matches('closed');
const selectCanContinue = (snapshot: Snapshot) => snapshot.hasTag('canContinue');
const selectLoading = (snapshot: Snapshot) => snapshot.hasTag('loading');
const selectChoice = (snapshot: Snapshot): LearningChoice | null =>
  CHOICES.find(({ choice }) => snapshot.matches({ open: choice }))?.choice ?? null;

/**
 * Learning Resources (SPEC 2, 4): skeletons while the learning link is being fetched, then, only if
 * that fails, "Do you have an account?" before the learning resources open.
 */
export function LearningDialog({ dialogRef }: { dialogRef: LearningDialogRef }) {
  const { t } = useTranslation();
  const visible = useSelector(dialogRef, selectVisible);
  const canContinue = useSelector(dialogRef, selectCanContinue);
  const chosen = useSelector(dialogRef, selectChoice);
  const loading = useSelector(dialogRef, selectLoading);
  const cancel = () => dialogRef.send({ type: 'dialog.cancel' });
  const footer = (
    <div className="dialog-actions">
      <Button label={t('common.cancel')} severity="secondary" outlined onClick={cancel} />
      <Button label={t('learning.continue')} icon="pi pi-external-link" iconPos="right" disabled={!canContinue} onClick={() => dialogRef.send({ type: 'dialog.continue' })} />
    </div>
  );
  return (
    <Dialog header={t('learning.title')} visible={visible} onHide={cancel} footer={footer} modal draggable={false} resizable={false} className="learning-dialog">
      {loading ? (
        <div className="learning-dialog__loading" role="status" aria-label={t('common.loading')}>
          <div className="learning-dialog__intro">
            <Skeleton shape="circle" size="2.5rem" />
            <div className="learning-dialog__skeleton-lines">
              <Skeleton width="85%" height="1rem" />
              <Skeleton width="55%" height="0.8rem" />
            </div>
          </div>
          <Skeleton height="3.25rem" borderRadius="10px" />
          <Skeleton height="3.25rem" borderRadius="10px" />
        </div>
      ) : (
        <>
          <div className="learning-dialog__intro">
            <span className="dialog-icon learning-dialog__icon" aria-hidden="true">
              <i className="pi pi-graduation-cap" />
            </span>
            <div>
              <p id="learning-question" className="learning-dialog__question">
                {t('learning.question')}
              </p>
              <p className="learning-dialog__hint">{t('learning.hint')}</p>
            </div>
          </div>
          <div className="learning-dialog__choices" role="radiogroup" aria-labelledby="learning-question">
            {CHOICES.map(({ choice, labelKey }) => (
              <label key={choice} className={`learning-dialog__choice${chosen === choice ? ' learning-dialog__choice--chosen' : ''}`}>
                <RadioButton
                  inputId={`learning-${choice}`}
                  name="learning-account"
                  value={choice}
                  checked={chosen === choice}
                  onChange={() => dialogRef.send({ type: 'choice.select', choice })}
                />
                <span>{t(labelKey)}</span>
              </label>
            ))}
          </div>
        </>
      )}
    </Dialog>
  );
}
