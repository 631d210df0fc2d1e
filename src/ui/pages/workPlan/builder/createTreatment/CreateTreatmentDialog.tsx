import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TREATMENTS_PER_CREATE_MAX, type Treatment } from '../../../../../api/schemas/project.schema';
import type { WorkPlanDetail } from '../../../../../api/schemas/workPlan.schema';
import { createTreatmentErrors, type TreatmentPick } from '../../../../../machines/createTreatment.machine';
import { describeFailure } from '../../../../components/describeFailure';
import { FormField } from '../../../../components/FormField';
import { LoadFailure } from '../../../../components/LoadFailure';
import { useFormat } from '../../../../format/useFormat';
import { fromPickerDate, toPickerDate } from '../../../workspace/comparison/pickerDate';
import { useCreateTreatmentActor } from './useCreateTreatmentActor';
import './CreateTreatmentDialog.css';

export type CreateTreatmentDialogProps = {
  workPlan: WorkPlanDetail;
  /** The proposed treatments of the selected assets that go into the phase. */
  picks: TreatmentPick[];
  /** What goes in, in the caller's words; by default how many proposed treatments. With no picks it says why nothing can. */
  summary?: string;
  visible: boolean;
  onHide: () => void;
  onCreated: (treatments: Treatment[]) => void;
};

/**
 * Create Treatment (SPEC 2: Phase, Date, Create): the phase is chosen by its project, then the
 * date within it; Create puts the picked proposed treatments into that phase. Without picks, or
 * with more than go in at once, it says so and Create stays disabled.
 */
export function CreateTreatmentDialog({ workPlan, picks, summary, visible, onHide, onCreated }: CreateTreatmentDialogProps) {
  const { t } = useTranslation('workPlanTreatments');
  const format = useFormat();
  const id = useId();
  const latestOnCreated = useRef(onCreated);
  latestOnCreated.current = onCreated;
  const createRef = useCreateTreatmentActor(workPlan.id, picks, (treatments) => latestOnCreated.current(treatments));
  const context = useSelector(createRef, (snapshot) => snapshot.context);
  const loading = useSelector(createRef, (snapshot) => snapshot.matches('loadingProjects'));
  const loadFailed = useSelector(createRef, (snapshot) => snapshot.matches('failed'));
  const loadingPhases = useSelector(createRef, (snapshot) => snapshot.hasTag('loadingPhases'));
  const submitting = useSelector(createRef, (snapshot) => snapshot.hasTag('submitting'));
  const errors = createTreatmentErrors(context);
  const shown = context.showErrors ? errors : {};
  const phase = context.phases.find((candidate) => candidate.id === context.phaseId);
  const nothing = picks.length === 0;
  const tooMany = picks.length > TREATMENTS_PER_CREATE_MAX;
  const summaryText = summary ?? t('create.summary', { count: picks.length });

  const dateError = shown.date === undefined ? undefined : shown.date === 'required' ? t('create.required.date') : t(`errors.${shown.date.key}`, { ns: 'translation', dateVal: format.day(shown.date.dateVal) });
  const phaseOptions = context.phases.map((candidate) => ({ value: candidate.id, label: candidate.name, dates: t('create.phaseDates', { start: format.day(candidate.start_date), end: format.day(candidate.end_date) }) }));

  const footer = (
    <div className="create-treatment__footer">
      <Button label={t('create.cancel')} text onClick={onHide} disabled={submitting} />
      <Button label={t('create.create')} icon="pi pi-check" loading={submitting} disabled={loading || loadFailed || context.projects.length === 0 || nothing || tooMany} onClick={() => createRef.send({ type: 'submit' })} data-testid="create-treatment-submit" />
    </div>
  );

  return (
    <Dialog header={t('create.title')} visible={visible} onHide={onHide} footer={footer} style={{ width: '34rem' }} breakpoints={{ '640px': '95vw' }} draggable={false} data-testid="create-treatment-dialog">
      {nothing ? (
        <Message severity="warn" text={summaryText} className="create-treatment__notice" data-testid="create-treatment-nothing" />
      ) : (
        <p className="create-treatment__summary" data-testid="create-treatment-summary">
          {summaryText}
        </p>
      )}
      {nothing ? null : tooMany ? (
        <Message severity="warn" text={t('create.tooMany', { count: picks.length, max: TREATMENTS_PER_CREATE_MAX })} className="create-treatment__notice" />
      ) : loading ? (
        <div className="create-treatment__fields">
          <Skeleton height="2.75rem" />
          <Skeleton height="2.75rem" />
          <Skeleton height="2.75rem" />
        </div>
      ) : loadFailed && context.failure ? (
        <LoadFailure message={t('create.loadFailed')} failure={context.failure} onRetry={() => createRef.send({ type: 'retry' })} inTab />
      ) : context.projects.length === 0 ? (
        <Message severity="info" text={t('create.noProjects')} className="create-treatment__notice" />
      ) : (
        <form
          className="create-treatment__fields"
          onSubmit={(event) => {
            event.preventDefault();
            createRef.send({ type: 'submit' });
          }}
        >
          {context.failure ? <Message severity="error" text={describeFailure(t, context.failure, format.day)} className="create-treatment__notice" data-testid="create-treatment-error" /> : null}
          <FormField id={`${id}-project`} label={t('create.project')}>
            <Dropdown
              inputId={`${id}-project`}
              value={context.projectId}
              options={context.projects.map((project) => ({ value: project.id, label: project.name }))}
              placeholder={t('create.projectPlaceholder')}
              filter={context.projects.length > 8}
              disabled={submitting}
              onChange={(event) => createRef.send({ type: 'project.choose', projectId: event.value as string })}
              data-testid="create-treatment-project"
            />
          </FormField>
          <FormField id={`${id}-phase`} label={t('create.phase')} error={shown.phase ? t('create.required.phase') : undefined}>
            <Dropdown
              inputId={`${id}-phase`}
              value={context.phaseId}
              options={phaseOptions}
              placeholder={context.projectId === null ? t('create.phaseFirst') : t('create.phasePlaceholder')}
              emptyMessage={t('create.noPhases')}
              disabled={context.projectId === null || loadingPhases || submitting}
              invalid={shown.phase !== undefined}
              dropdownIcon={loadingPhases ? 'pi pi-spin pi-spinner' : undefined}
              itemTemplate={(option: (typeof phaseOptions)[number]) => (
                <span className="create-treatment__phase">
                  <span>{option.label}</span>
                  <small>{option.dates}</small>
                </span>
              )}
              onChange={(event) => createRef.send({ type: 'phase.choose', phaseId: event.value as string })}
              data-testid="create-treatment-phase"
            />
          </FormField>
          <FormField id={`${id}-date`} label={t('create.date')} hint={phase ? t('create.phaseDates', { start: format.day(phase.start_date), end: format.day(phase.end_date) }) : undefined} error={dateError}>
            <Calendar
              inputId={`${id}-date`}
              value={toPickerDate(context.date)}
              dateFormat={t('create.dateFormat')}
              placeholder={t('create.datePlaceholder')}
              // Not bounded by the phase: a bounded Calendar drops a day typed outside it without a word; the field says why instead (SPEC 5).
              showIcon
              disabled={submitting}
              invalid={shown.date !== undefined}
              onChange={(event) => createRef.send({ type: 'date.change', date: event.value instanceof Date ? fromPickerDate(event.value) : null })}
              data-testid="create-treatment-date"
            />
          </FormField>
        </form>
      )}
    </Dialog>
  );
}
