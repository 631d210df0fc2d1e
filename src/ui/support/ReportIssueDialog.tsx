import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { TICKET_DESCRIPTION_MAX, TICKET_SUMMARY_MAX, TICKET_TYPES, type TicketType } from '../../api/schemas/ticket.schema';
import { CountedField } from '../components/CountedField';
import { FormField } from '../components/FormField';
import { SupportContactCard } from './SupportContactCard';
import {
  selectCanSubmit,
  selectContact,
  selectContactLoading,
  selectContactUnavailable,
  selectDescription,
  selectDescriptionTooLong,
  selectSubmitting,
  selectSummary,
  selectSummaryTooLong,
  selectTicketOpen,
  selectType,
} from './ticketDialogSelectors';
import type { TicketDialogRef } from './useTicketDialogActor';
import '../styles/dialogParts.css';
import './ReportIssueDialog.css';

/** SPEC 2 "Report an issue" form: summary (200), description (500) and SPEC 9's five types, with the user's support desk beside it. */
export function ReportIssueDialog({ dialogRef }: { dialogRef: TicketDialogRef }) {
  const { t } = useTranslation('support');
  const open = useSelector(dialogRef, selectTicketOpen);
  const submitting = useSelector(dialogRef, selectSubmitting);
  const summary = useSelector(dialogRef, selectSummary);
  const description = useSelector(dialogRef, selectDescription);
  const type = useSelector(dialogRef, selectType);
  const canSubmit = useSelector(dialogRef, selectCanSubmit);
  const summaryTooLong = useSelector(dialogRef, selectSummaryTooLong);
  const descriptionTooLong = useSelector(dialogRef, selectDescriptionTooLong);
  const contact = useSelector(dialogRef, selectContact);
  const contactLoading = useSelector(dialogRef, selectContactLoading);
  const contactUnavailable = useSelector(dialogRef, selectContactUnavailable);
  const close = () => dialogRef.send({ type: 'dialog.close' });
  const types = TICKET_TYPES.map((value) => ({ value, label: t(`types.${value}`) }));

  const footer = (
    <div className="dialog-actions">
      <Button label={t('common.cancel', { ns: 'translation' })} text onClick={close} disabled={submitting} />
      <Button label={t('reportIssue.submit')} icon="pi pi-send" type="submit" form="report-issue-form" loading={submitting} disabled={!canSubmit} />
    </div>
  );
  return (
    <Dialog
      header={t('reportIssue.title')}
      visible={open}
      onHide={close}
      footer={footer}
      className="report-issue"
      closable={!submitting}
      draggable={false}
      resizable={false}
      modal
    >
      <p className="report-issue__intro">{t('reportIssue.intro')}</p>
      <div className="report-issue__body">
        <form
          id="report-issue-form"
          className="report-issue__form"
          onSubmit={(event) => {
            event.preventDefault();
            dialogRef.send({ type: 'form.submit' });
          }}
        >
          <FormField id="report-issue-type" label={t('reportIssue.type')}>
            <Dropdown
              inputId="report-issue-type"
              value={type}
              options={types}
              placeholder={t('reportIssue.typePlaceholder')}
              onChange={(event) => dialogRef.send({ type: 'type.change', value: event.value as TicketType })}
            />
          </FormField>
          <CountedField
            id="report-issue-summary"
            label={t('reportIssue.summary')}
            value={summary}
            max={TICKET_SUMMARY_MAX}
            autoFocus
            placeholder={t('reportIssue.summaryPlaceholder')}
            error={summaryTooLong ? t('reportIssue.invalid.summary') : undefined}
            onChange={(value) => dialogRef.send({ type: 'summary.change', value })}
          />
          <CountedField
            id="report-issue-description"
            label={t('reportIssue.description')}
            value={description}
            max={TICKET_DESCRIPTION_MAX}
            rows={5}
            placeholder={t('reportIssue.descriptionPlaceholder')}
            error={descriptionTooLong ? t('reportIssue.invalid.description') : undefined}
            onChange={(value) => dialogRef.send({ type: 'description.change', value })}
          />
          <p className="report-issue__info">
            <i className="pi pi-info-circle" aria-hidden="true" /> {t('reportIssue.supportInfo')}
          </p>
        </form>
        <SupportContactCard contact={contact} loading={contactLoading} unavailable={contactUnavailable} />
      </div>
    </Dialog>
  );
}
