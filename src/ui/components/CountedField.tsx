import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField } from './FormField';

type CountedFieldProps = {
  id: string;
  label: string;
  value: string;
  /** SPEC 5's limit, shown as "12/100" beside the label. */
  max: number;
  /**
   * Stops typing at `max`. Without it a longer text stays as typed (or pasted) and the form says
   * what is wrong through `error`.
   */
  capped?: boolean;
  /** A text area of this many rows that grows with its text; a single line without. */
  rows?: number;
  placeholder?: string;
  optional?: string;
  hint?: string;
  warning?: string;
  /** Marks the control invalid and says why under it. */
  error?: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
};

/** A text field with its character counter and its one line of hint, warning or error: a name, a summary, a description. */
export function CountedField({ id, label, value, max, capped = false, rows, placeholder, optional, hint, warning, error, autoFocus, onChange }: CountedFieldProps) {
  const invalid = error !== undefined;
  const control = {
    id,
    value,
    maxLength: capped ? max : undefined,
    autoFocus,
    invalid,
    'aria-invalid': invalid,
    'aria-describedby': (error ?? warning ?? hint) ? `${id}-note` : undefined,
    placeholder,
  };
  return (
    <FormField id={id} label={label} length={value.length} max={max} optional={optional} hint={hint} warning={warning} error={error}>
      {rows ? (
        <InputTextarea {...control} rows={rows} autoResize onChange={(event) => onChange(event.target.value)} />
      ) : (
        <InputText {...control} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}
