import type { ReactNode } from 'react';
import './form.css';

/** The ids a field's input lists in aria-describedby: its hint, then its error (when shown). */
export function describedBy(id: string, parts: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [parts.hint ? hintIdOf(id) : undefined, parts.error ? errorIdOf(id) : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/** The visible label above a field (never a placeholder, never floating). */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="form-label">
      {children}
    </label>
  );
}

/** The hint under the label; it stays when an error shows (the error adds to it). */
export function FieldHint({ fieldId, children }: { fieldId: string; children: ReactNode }) {
  return (
    <p id={hintIdOf(fieldId)} className="form-hint">
      {children}
    </p>
  );
}

/**
 * A field's error: red, bold, with "Error: " for screen readers. Not a live region: the error
 * summary takes focus after a failed submit, and the field reads it again through
 * aria-describedby when focus lands on it.
 */
export function FieldError({ fieldId, children }: { fieldId: string; children: ReactNode }) {
  return (
    <p id={errorIdOf(fieldId)} className="form-error-message">
      <span className="visually-hidden">Error: </span>
      {children}
    </p>
  );
}
