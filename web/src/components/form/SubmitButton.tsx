import type { ReactNode } from 'react';
import './form.css';

interface SubmitButtonProps {
  busy?: boolean;
  children: ReactNode;
  /** Beside an input, as tall as it, in the brand yellow, without the margin above (the home page's Quote me). */
  inline?: boolean;
  /** At least 200 px wide on wider screens, for a longer label. */
  wide?: boolean;
}

/**
 * The submit button of every form: full width on phones, a spinner and aria-busy while the
 * form's submit runs (useSubmitOnce). Plain, styled by form.css.
 */
export function SubmitButton({ busy = false, children, inline = false, wide = false }: SubmitButtonProps) {
  const classes = ['shell-button', 'shell-button--contained', 'form-submit'];
  if (inline) classes.push('form-submit--inline');
  if (wide) classes.push('form-submit--wide');
  const button = (
    <button type="submit" className={classes.join(' ')} disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className="form-submit-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
  return inline ? button : <div className="form-submit-row">{button}</div>;
}
