import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Chips } from 'primereact/chips';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { useTranslation } from 'react-i18next';
import type { SsoType } from '../../../../api/schemas/companyConnection.schema';
import { describeFailure } from '../../../components/describeFailure';
import { FormField } from '../../../components/FormField';
import { createFormatters } from '../../../format/format';
import { useFormat } from '../../../format/useFormat';
import { ConnectionTextField } from './ConnectionTextField';
import {
  selectCanSave,
  selectCompany,
  selectDraft,
  selectFailure,
  selectInvalidFields,
  selectIsDirty,
  selectRemovesConnection,
  selectSaving,
} from './companyConnectionSelectors';
import { fromPickerDate, toPickerDate } from './expiryDate';
import { ssoTypeOptions } from './ssoTypes';
import type { CompanyConnectionRef } from './useCompanyConnectionActor';

/** The connection's fields (SPEC 2); with SSO type None only the type, and a warning when that removes one. */
export function CompanyConnectionForm({ connectionRef }: { connectionRef: CompanyConnectionRef }) {
  const { t, i18n } = useTranslation('myAccount');
  const format = useFormat();
  const draft = useSelector(connectionRef, selectDraft);
  const company = useSelector(connectionRef, selectCompany);
  const saving = useSelector(connectionRef, selectSaving);
  const canSave = useSelector(connectionRef, selectCanSave);
  const failure = useSelector(connectionRef, selectFailure);
  const removes = useSelector(connectionRef, selectRemovesConnection);
  // The expiry is a calendar date stored as midnight UTC: read in UTC, no time zone moves it to another day.
  const expiryDay = createFormatters(i18n.language, { timeZone: 'UTC' }).date;
  const dirty = useSelector(connectionRef, selectIsDirty);
  const invalid = useSelector(connectionRef, selectInvalidFields);
  if (!draft || !company) return null;
  const error = (field: (typeof invalid)[number]) => (invalid.includes(field) ? t(`myAccount.company.invalid.${field}`) : undefined);
  return (
    <form
      className="account-form"
      onSubmit={(event) => {
        event.preventDefault();
        connectionRef.send({ type: 'form.submit' });
      }}
    >
      <section className="settings-card" aria-labelledby="company-sso">
        <div className="settings-card__intro">
          <h2 id="company-sso">{t('myAccount.company.title')}</h2>
          <p>{t('myAccount.company.hint', { company: company.name })}</p>
          {company.updated_at ? <p className="settings-card__meta">{t('myAccount.company.updated', { date: format.date(company.updated_at) })}</p> : null}
        </div>
        <div className="settings-card__body">
          <FormField id="company-ssoType" label={t('myAccount.company.fields.ssoType')}>
            <Dropdown
              inputId="company-ssoType"
              value={draft.ssoType}
              options={ssoTypeOptions(t('myAccount.company.none'))}
              onChange={(event) => connectionRef.send({ type: 'field.change', field: 'ssoType', value: event.value as SsoType })}
            />
          </FormField>
          {removes ? <Message severity="warn" text={t('myAccount.company.removeWarning')} className="company-form__notice" /> : null}
          {draft.ssoType === 'none' && !removes ? <Message severity="info" text={t('myAccount.company.noneInfo')} className="company-form__notice" /> : null}
        </div>
      </section>
      {draft.ssoType !== 'none' ? (
        <section className="settings-card" aria-labelledby="company-details">
          <div className="settings-card__intro">
            <h2 id="company-details">{t('myAccount.company.detailsTitle')}</h2>
            <p>{t('myAccount.company.detailsHint')}</p>
          </div>
          <div className="settings-card__body account-grid">
            <ConnectionTextField connectionRef={connectionRef} field="companyName" value={draft.companyName} error={error('companyName')} />
            <ConnectionTextField connectionRef={connectionRef} field="clientId" value={draft.clientId} error={error('clientId')} />
            <FormField id="company-clientSecret" label={t('myAccount.company.fields.clientSecret')} hint={company.connection ? t('myAccount.company.secretHint') : t('myAccount.company.secretHintNew')}>
              <Password
                inputId="company-clientSecret"
                value={draft.clientSecret}
                feedback={false}
                autoComplete="new-password"
                onChange={(event) => connectionRef.send({ type: 'field.change', field: 'clientSecret', value: event.target.value })}
              />
            </FormField>
            <FormField
              id="company-secretExpiryDate"
              label={t('myAccount.company.fields.secretExpiryDate')}
              hint={t('myAccount.company.expires', { date: expiryDay(draft.secretExpiryDate) })}
            >
              <Calendar
                inputId="company-secretExpiryDate"
                value={toPickerDate(draft.secretExpiryDate)}
                dateFormat="yy-mm-dd"
                showIcon
                onChange={(event) => {
                  if (event.value instanceof Date) connectionRef.send({ type: 'field.change', field: 'secretExpiryDate', value: fromPickerDate(event.value) });
                }}
              />
            </FormField>
            <FormField id="company-emailDomains" label={t('myAccount.company.fields.emailDomains')} error={error('emailDomains')} hint={t('myAccount.company.domainsHint')}>
              <Chips
                inputId="company-emailDomains"
                value={draft.emailDomains}
                separator=","
                allowDuplicate={false}
                addOnBlur
                placeholder={draft.emailDomains.length ? undefined : t('myAccount.company.domainsExample')}
                onChange={(event) => connectionRef.send({ type: 'field.change', field: 'emailDomains', value: event.value ?? [] })}
              />
            </FormField>
            <ConnectionTextField
              connectionRef={connectionRef}
              field="serverDomain"
              value={draft.serverDomain}
              error={error('serverDomain')}
              example={t('myAccount.company.serverDomainExample')}
            />
          </div>
        </section>
      ) : null}
      <div className="account-form__bar">
        {failure ? <Message severity="error" text={describeFailure(t, failure)} className="account-form__failure" /> : <span />}
        <div className="account-form__actions">
          <Button type="button" label={t('common.reset')} text disabled={!dirty || saving} onClick={() => connectionRef.send({ type: 'form.reset' })} />
          <Button
            type="submit"
            label={removes ? t('myAccount.company.saveRemoving') : t('common.save')}
            icon="pi pi-check"
            severity={removes ? 'danger' : undefined}
            loading={saving}
            disabled={!canSave}
          />
        </div>
      </div>
    </form>
  );
}
