import { InputNumber } from 'primereact/inputnumber';
import { useTranslation } from 'react-i18next';
import { AMOUNT_MAX } from '../../../../../api/schemas/project.schema';
import { DEFAULT_CURRENCY } from '../../../../format/format';

/** An amount of money in the side panel's forms: cents at most, within SPEC 5's bound; `signed` lets a variation go below zero. */
export function AmountInput({
  id,
  value,
  signed = false,
  disabled,
  invalid = false,
  onChange,
}: {
  id: string;
  value: number | null;
  signed?: boolean;
  disabled: boolean;
  invalid?: boolean;
  onChange: (value: number | null) => void;
}) {
  const { i18n } = useTranslation();
  return (
    <InputNumber
      inputId={id}
      value={value}
      mode="currency"
      currency={DEFAULT_CURRENCY}
      locale={i18n.language}
      maxFractionDigits={2}
      min={signed ? -AMOUNT_MAX : 0}
      max={AMOUNT_MAX}
      disabled={disabled}
      invalid={invalid}
      onChange={(event) => onChange(event.value)}
    />
  );
}
