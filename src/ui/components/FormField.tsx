import type { ReactNode } from 'react';
import './FormField.css';

type FormFieldProps = {
  id: string;
  label: string;
  /** With `max`, shows "12/100" so that the user sees the limit before reaching it. */
  length?: number;
  max?: number;
  /** A warning that does not block, e.g. 'We recommend names be unique'. */
  warning?: string;
  error?: string;
  hint?: string;
  optional?: string;
  children: ReactNode;
};

/** A labelled form control with its counter and its one line of hint, warning or error. */
export function FormField({ id, label, length, max, warning, error, hint, optional, children }: FormFieldProps) {
  const note = error ?? warning ?? hint;
  const tone = error ? 'error' : warning ? 'warning' : 'hint';
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <div className="form-field__top">
        <label htmlFor={id} className="form-field__label">
          {label}
          {optional ? <span className="form-field__optional">{optional}</span> : null}
        </label>
        {max !== undefined && length !== undefined ? (
          <span className={`form-field__count${length > max ? ' form-field__count--over' : ''}`} aria-hidden="true">
            {length}/{max}
          </span>
        ) : null}
      </div>
      {children}
      {note ? (
        <small id={`${id}-note`} className={`form-field__note form-field__note--${tone}`} role={error ? 'alert' : undefined}>
          {tone !== 'hint' ? <i className={`pi ${error ? 'pi-times-circle' : 'pi-exclamation-triangle'}`} aria-hidden="true" /> : null}
          {note}
        </small>
      ) : null}
    </div>
  );
}
