import './personal-guide.css';
import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The sentence shown beside the field, and announced with it, when its value is refused. */
  error?: string;
  /** A hint under the label (what the field expects). */
  hint?: string;
}

/** A labelled input with its hint and its own error beside it (aria-invalid, aria-describedby). */
export function FormField({ id, label, value, onChange, error, hint, ...input }: FormFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="muted field-hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * The account's forms, one layout: the fields stacked, each with its hint and its own error, then
 * what the form has to say (announced as it changes) and the submit button, which says it is
 * busy while the request is under way. Checked in the page, so the browser's own checks are off.
 */
export function FieldsForm({
  fields,
  onSubmit,
  status,
  submit,
  busy,
  busyLabel,
  disabled = false,
  danger = false,
}: {
  fields: readonly FormFieldProps[];
  onSubmit(): void;
  /** Messages about the whole form, in a live region under the fields; none: no region. */
  status?: ReactNode;
  submit: string;
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  /** A button that destroys something, drawn as such. */
  danger?: boolean;
}) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="stacked-form" onSubmit={send} noValidate>
      {fields.map((field) => (
        <FormField key={field.id} {...field} />
      ))}
      {status !== undefined && (
        <div role="status" aria-live="polite">
          {status}
        </div>
      )}
      <button type="submit" className={danger ? 'danger' : 'primary'} disabled={busy || disabled}>
        {busy ? busyLabel : submit}
      </button>
    </form>
  );
}
