import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { portfolioInputSchema, type PortfolioDetail } from '../../../../api/schemas/portfolio.schema';
import { describeFailure } from '../../../components/describeFailure';
import { FormField } from '../../../components/FormField';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';
import { selectCanSave, selectDraft, selectIsDirty, selectSaving, selectSettingsFailure } from './settingsSelectors';
import { usePortfolioSettingsActor } from './usePortfolioSettingsActor';

const NAME_MAX = portfolioInputSchema.shape.name.maxLength ?? 100;
const DESCRIPTION_MAX = portfolioInputSchema.shape.description.unwrap().maxLength ?? 250;

type DetailsFormProps = {
  detailRef: PortfolioDetailRef;
  portfolio: PortfolioDetail;
};

/** The portfolio's name (100) and description (250), saved together. */
export function DetailsForm({ detailRef, portfolio }: DetailsFormProps) {
  const { t } = useTranslation();
  const settingsRef = usePortfolioSettingsActor(detailRef, portfolio);
  const draft = useSelector(settingsRef, selectDraft);
  const saving = useSelector(settingsRef, selectSaving);
  const canSave = useSelector(settingsRef, selectCanSave);
  const dirty = useSelector(settingsRef, selectIsDirty);
  const failure = useSelector(settingsRef, selectSettingsFailure);
  const nameMissing = draft.name.trim() === '';
  return (
    <form
      className="settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        settingsRef.send({ type: 'form.submit' });
      }}
    >
      {failure ? <Message severity="error" text={describeFailure(t, failure)} className="settings-form__failure" /> : null}
      <FormField
        id="portfolio-name"
        label={t('portfolio.settings.name')}
        length={draft.name.length}
        max={NAME_MAX}
        error={nameMissing ? t('portfolio.settings.nameRequired') : undefined}
      >
        <InputText
          id="portfolio-name"
          value={draft.name}
          maxLength={NAME_MAX}
          invalid={nameMissing}
          onChange={(event) => settingsRef.send({ type: 'name.change', value: event.target.value })}
        />
      </FormField>
      <FormField id="portfolio-description" label={t('portfolio.settings.description')} length={draft.description.length} max={DESCRIPTION_MAX}>
        <InputTextarea
          id="portfolio-description"
          value={draft.description}
          maxLength={DESCRIPTION_MAX}
          rows={4}
          autoResize
          onChange={(event) => settingsRef.send({ type: 'description.change', value: event.target.value })}
        />
      </FormField>
      <div className="settings-form__actions">
        <Button type="button" label={t('common.reset')} text disabled={!dirty || saving} onClick={() => settingsRef.send({ type: 'form.reset' })} />
        <Button type="submit" label={t('common.save')} icon="pi pi-check" loading={saving} disabled={!canSave} />
      </div>
    </form>
  );
}
