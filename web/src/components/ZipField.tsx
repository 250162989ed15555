import { useId, type ReactNode } from 'react';
import { zipExistsMessage } from '@guide/common/zip';
import { ApiError } from '../lib/api';

interface ZipFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message shown beside the field when its value was refused. */
  error?: string;
  /** The form's buttons, on the field's row. */
  children: ReactNode;
}

/** A labelled zip code input with its buttons and, when refused, the message beside it. */
export function ZipField({ label, value, onChange, error, children }: ZipFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={`${id}-zip`}>{label}</label>
      <div className="inline-row">
        <input
          id={`${id}-zip`}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-zip-error` : undefined}
        />
        {children}
      </div>
      {error && (
        <p id={`${id}-zip-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

/** What to tell the user when saving `zip` failed (spec section 8). */
export function saveZipFailure(error: unknown, zip: string): string {
  return error instanceof ApiError && error.status === 409 ? zipExistsMessage(zip) : 'Error saving zip';
}
