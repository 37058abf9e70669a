import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useErrorTitle } from './error-title';
import './form.css';

export interface FieldProblem {
  /** The id of the input the problem is about: the summary's link moves focus there. */
  fieldId: string;
  message: string;
}

/** Call `show()` after a failed submit: the summary then takes focus. */
export function useErrorSummary() {
  const [focusKey, setFocusKey] = useState(0);
  return { focusKey, show: () => setFocusKey((key) => key + 1) };
}

/** Focuses a field named in the summary, scrolled to the middle of the screen so its label shows too. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

interface ErrorSummaryProps {
  problems: readonly FieldProblem[];
  /** From useErrorSummary: each new value (after a failed submit) moves focus to the summary. */
  focusKey: number;
}

/**
 * The GOV.UK error summary: at the top of the form after a failed submit, "There is a problem"
 * and one link per problem that moves focus to its field. It takes focus itself, so a screen
 * reader reads it out; while it shows, the page title starts with "Error: " (error-title.ts).
 * Plain elements styled by form.css.
 */
export function ErrorSummary({ problems, focusKey }: ErrorSummaryProps) {
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const showing = problems.length > 0;
  useErrorTitle(showing);

  useEffect(() => {
    if (focusKey > 0) box.current?.focus();
  }, [focusKey]);

  if (!showing) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
      data-error-summary=""
      className="form-error-summary"
    >
      <h2 id={headingId}>There is a problem</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a href={`#${problem.fieldId}`} onClick={(event) => focusField(event, problem.fieldId)}>
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
