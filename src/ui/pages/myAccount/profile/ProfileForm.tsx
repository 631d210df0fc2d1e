import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema, type Locale, type Profile } from '../../../../api/schemas/profile.schema';
import type { ProfileDraft } from '../../../../machines/profileForm.machine';
import { describeFailure } from '../../../components/describeFailure';
import { FormField } from '../../../components/FormField';
import { localeOptions, timezoneOptions } from './localeOptions';
import { selectCanSave, selectDraft, selectFailure, selectIsDirty, selectSaving } from './profileFormSelectors';
import { useProfileFormActor, type ProfileFormRef } from './useProfileFormActor';

type TextField = 'first_name' | 'last_name' | 'job_title' | 'organisation' | 'department' | 'region';

const TEXT_MAX = profileUpdateSchema.shape.first_name.unwrap().maxLength ?? 100;

function ProfileText({ formRef, field, value }: { formRef: ProfileFormRef; field: TextField; value: string }) {
  const { t } = useTranslation('myAccount');
  const id = `profile-${field}`;
  return (
    <FormField id={id} label={t(`myAccount.profile.fields.${field}`)}>
      <InputText id={id} value={value} maxLength={TEXT_MAX} onChange={(event) => formRef.send({ type: 'field.change', field, value: event.target.value })} />
    </FormField>
  );
}

function ProfileSwitch({ formRef, field, checked }: { formRef: ProfileFormRef; field: 'portfolio_notification' | 'mfa_enabled'; checked: boolean }) {
  const { t } = useTranslation('myAccount');
  const id = `profile-${field}`;
  return (
    <div className="account-switch">
      <div className="account-switch__text">
        <label htmlFor={id} className="account-switch__label">
          {t(`myAccount.profile.fields.${field}`)}
        </label>
        <span className="account-switch__hint">{t(`myAccount.profile.hints.${field}`)}</span>
      </div>
      <InputSwitch inputId={id} checked={checked} onChange={(event) => formRef.send({ type: 'field.change', field, value: Boolean(event.value) })} />
    </div>
  );
}

/** The editable profile of SPEC 3, in four groups, saved together. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('myAccount');
  const formRef = useProfileFormActor(profile);
  const draft: ProfileDraft = useSelector(formRef, selectDraft);
  const saving = useSelector(formRef, selectSaving);
  const canSave = useSelector(formRef, selectCanSave);
  const dirty = useSelector(formRef, selectIsDirty);
  const failure = useSelector(formRef, selectFailure);
  return (
    <form
      className="account-form"
      onSubmit={(event) => {
        event.preventDefault();
        formRef.send({ type: 'form.submit' });
      }}
    >
      <section className="settings-card" aria-labelledby="profile-personal">
        <div className="settings-card__intro">
          <h2 id="profile-personal">{t('myAccount.profile.personal')}</h2>
          <p>{t('myAccount.profile.personalHint')}</p>
        </div>
        <div className="settings-card__body account-grid">
          <ProfileText formRef={formRef} field="first_name" value={draft.first_name} />
          <ProfileText formRef={formRef} field="last_name" value={draft.last_name} />
          <FormField id="profile-email" label={t('myAccount.profile.fields.email')} hint={t('myAccount.profile.hints.email')}>
            <InputText id="profile-email" value={profile.email} readOnly disabled />
          </FormField>
          <ProfileText formRef={formRef} field="job_title" value={draft.job_title} />
        </div>
      </section>
      <section className="settings-card" aria-labelledby="profile-organisation">
        <div className="settings-card__intro">
          <h2 id="profile-organisation">{t('myAccount.profile.organisation')}</h2>
          <p>{t('myAccount.profile.organisationHint')}</p>
        </div>
        <div className="settings-card__body account-grid">
          <ProfileText formRef={formRef} field="organisation" value={draft.organisation} />
          <ProfileText formRef={formRef} field="department" value={draft.department} />
          <ProfileText formRef={formRef} field="region" value={draft.region} />
        </div>
      </section>
      <section className="settings-card" aria-labelledby="profile-language">
        <div className="settings-card__intro">
          <h2 id="profile-language">{t('myAccount.profile.language')}</h2>
          <p>{t('myAccount.profile.languageHint')}</p>
        </div>
        <div className="settings-card__body account-grid">
          <FormField id="profile-locale" label={t('myAccount.profile.fields.locale')}>
            <Dropdown
              inputId="profile-locale"
              value={draft.locale}
              options={localeOptions()}
              onChange={(event) => formRef.send({ type: 'field.change', field: 'locale', value: event.value as Locale })}
            />
          </FormField>
          <FormField id="profile-timezone" label={t('myAccount.profile.fields.timezone')}>
            <Dropdown
              inputId="profile-timezone"
              value={draft.timezone}
              options={timezoneOptions(draft.timezone)}
              filter
              filterPlaceholder={t('myAccount.profile.searchTimezone')}
              onChange={(event) => formRef.send({ type: 'field.change', field: 'timezone', value: event.value as string })}
            />
          </FormField>
        </div>
      </section>
      <section className="settings-card" aria-labelledby="profile-notifications">
        <div className="settings-card__intro">
          <h2 id="profile-notifications">{t('myAccount.profile.notifications')}</h2>
          <p>{t('myAccount.profile.notificationsHint')}</p>
        </div>
        <div className="settings-card__body">
          <ProfileSwitch formRef={formRef} field="portfolio_notification" checked={draft.portfolio_notification} />
          <ProfileSwitch formRef={formRef} field="mfa_enabled" checked={draft.mfa_enabled} />
        </div>
      </section>
      <div className="account-form__bar">
        {failure ? <Message severity="error" text={describeFailure(t, failure)} className="account-form__failure" /> : <span />}
        <div className="account-form__actions">
          <Button type="button" label={t('common.reset')} text disabled={!dirty || saving} onClick={() => formRef.send({ type: 'form.reset' })} />
          <Button type="submit" label={t('common.save')} icon="pi pi-check" loading={saving} disabled={!canSave} />
        </div>
      </div>
    </form>
  );
}
