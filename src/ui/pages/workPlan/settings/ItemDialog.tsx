import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Chips } from 'primereact/chips';
import { ColorPicker } from 'primereact/colorpicker';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UDF_FIELD_TYPES, type PlanningYear } from '../../../../api/schemas/workPlan.schema';
import { DEFAULT_STATUS_COLOUR, type ItemDraft, type WorkPlanListName } from '../../../../machines/workPlanSettingsItems';
import { describeFailure } from '../../../components/describeFailure';
import { FormField } from '../../../components/FormField';
import { DEFAULT_CURRENCY } from '../../../format/format';
import type { WorkPlanSettingsListRef } from './useWorkPlanSettingsActors';
import { selectCanSubmit, selectEditor, selectEditorProblem, selectListBusy, selectListFailure } from './workPlanSettingsSelectors';

const ITEM_NAME_MAX = 50;
const OPTIONS_MAX = 100;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

type ItemDialogProps = {
  listRef: WorkPlanSettingsListRef;
  list: WorkPlanListName;
  /** The planning years a funding source has a budget for. */
  years?: readonly PlanningYear[];
};

/** Adds or changes one item of a list: its name, and the list's own fields. Save writes it at once. */
export function ItemDialog({ listRef, list, years = [] }: ItemDialogProps) {
  const { t, i18n } = useTranslation('workPlanSettings');
  const id = useId();
  const editor = useSelector(listRef, selectEditor);
  const problem = useSelector(listRef, selectEditorProblem);
  const canSubmit = useSelector(listRef, selectCanSubmit);
  const busy = useSelector(listRef, selectListBusy);
  const failure = useSelector(listRef, selectListFailure);
  const draft = editor?.draft;
  const change = (changes: Partial<ItemDraft>) => listRef.send({ type: 'draft.change', changes });
  const close = () => listRef.send({ type: 'editor.cancel' });
  const texts = `lists.${list}`;
  const nameProblem = problem === 'nameRequired' || problem === 'nameInvalid' || problem === 'nameTaken' ? t(`lists.problems.${problem}`) : undefined;
  const footer = (
    <div className="item-dialog__footer">
      <Button type="button" label={t('common.cancel')} text onClick={close} disabled={busy} />
      <Button type="submit" form={`${id}-form`} label={t('common.save')} icon="pi pi-check" loading={busy} disabled={!canSubmit} />
    </div>
  );
  return (
    <Dialog
      header={editor?.itemId ? t(`${texts}.editTitle`) : t(`${texts}.addTitle`)}
      visible={editor !== null}
      onHide={close}
      footer={footer}
      style={{ width: list === 'funding_sources' ? '40rem' : '32rem' }}
      closable={!busy}
      draggable={false}
      className="item-dialog"
    >
      {draft ? (
        <form
          id={`${id}-form`}
          className="item-dialog__form"
          onSubmit={(event) => {
            event.preventDefault();
            listRef.send({ type: 'editor.submit' });
          }}
        >
          {failure && !busy ? <Message severity="error" text={describeFailure(t, failure)} className="work-plan-settings__notice" /> : null}
          <FormField id={`${id}-name`} label={t('lists.name')} length={draft.name.length} max={ITEM_NAME_MAX} error={draft.name === '' ? undefined : nameProblem}>
            <InputText
              id={`${id}-name`}
              value={draft.name}
              maxLength={ITEM_NAME_MAX}
              autoFocus
              invalid={draft.name !== '' && nameProblem !== undefined}
              disabled={busy}
              onChange={(event) => change({ name: event.target.value })}
            />
          </FormField>
          {list === 'status_items' ? (
            <FormField id={`${id}-colour`} label={t('lists.colour')} error={problem === 'colourInvalid' ? t('lists.problems.colourInvalid') : undefined}>
              <div className="item-dialog__colour">
                <ColorPicker
                  value={HEX_COLOUR.test(draft.colour) ? draft.colour.slice(1) : DEFAULT_STATUS_COLOUR.slice(1)}
                  format="hex"
                  disabled={busy}
                  aria-label={t('lists.colourPicker')}
                  onChange={(event) => typeof event.value === 'string' && change({ colour: `#${event.value}` })}
                />
                <InputText
                  id={`${id}-colour`}
                  value={draft.colour}
                  maxLength={7}
                  disabled={busy}
                  invalid={problem === 'colourInvalid'}
                  className="item-dialog__hex"
                  onChange={(event) => change({ colour: event.target.value })}
                />
              </div>
            </FormField>
          ) : null}
          {list === 'udf_fields' ? (
            <>
              <FormField id={`${id}-type`} label={t('lists.type')}>
                <Dropdown
                  inputId={`${id}-type`}
                  value={draft.type}
                  options={UDF_FIELD_TYPES.map((type) => ({ value: type, label: t(`lists.types.${type}`) }))}
                  disabled={busy}
                  onChange={(event) => change({ type: event.value })}
                />
              </FormField>
              {draft.type === 'list' ? (
                <FormField
                  id={`${id}-options`}
                  label={t('lists.options')}
                  hint={t('lists.optionsHint')}
                  error={problem === 'optionsRequired' || problem === 'optionsRepeated' || problem === 'optionInvalid' ? t(`lists.problems.${problem}`) : undefined}
                >
                  <Chips
                    inputId={`${id}-options`}
                    value={draft.options}
                    max={OPTIONS_MAX}
                    allowDuplicate={false}
                    addOnBlur
                    separator=","
                    disabled={busy}
                    placeholder={draft.options.length === 0 ? t('lists.optionsPlaceholder') : undefined}
                    onChange={(event) => change({ options: event.value ?? [] })}
                  />
                </FormField>
              ) : null}
              <div className="item-dialog__check">
                <Checkbox inputId={`${id}-required`} checked={draft.required} disabled={busy} onChange={(event) => change({ required: event.checked === true })} />
                <label htmlFor={`${id}-required`}>{t('lists.required')}</label>
              </div>
            </>
          ) : null}
          {list === 'funding_sources' ? (
            <fieldset className="item-dialog__budgets">
              <legend>{t('fundingSources.budgets')}</legend>
              <div className="item-dialog__budget-grid">
                {years.map((year, index) => (
                  <div key={year.label} className="item-dialog__budget">
                    <label htmlFor={`${id}-budget-${index}`}>{year.label}</label>
                    <InputNumber
                      inputId={`${id}-budget-${index}`}
                      value={draft.budgets[index] ?? null}
                      mode="currency"
                      currency={DEFAULT_CURRENCY}
                      locale={i18n.resolvedLanguage ?? i18n.language}
                      minFractionDigits={0}
                      maxFractionDigits={2}
                      min={0}
                      max={99_999_999_999_999}
                      placeholder={t('fundingSources.budgetPlaceholder')}
                      disabled={busy}
                      // Each key typed, not only on leaving the field, so that Save sends what is shown.
                      onChange={(event) =>
                        change({ budgets: draft.budgets.map((budget, at) => (at === index ? (typeof event.value === 'number' ? event.value : null) : budget)) })
                      }
                    />
                  </div>
                ))}
              </div>
              {problem === 'budgetInvalid' ? <small className="form-field__note form-field__note--error">{t('lists.problems.budgetInvalid')}</small> : null}
            </fieldset>
          ) : null}
        </form>
      ) : null}
    </Dialog>
  );
}
