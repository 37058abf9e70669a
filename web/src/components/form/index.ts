export { ErrorSummary, useErrorSummary, type FieldProblem } from './ErrorSummary';
export { FormAlert } from './FormAlert';
export { usePageHasErrors, useErrorTitle, titleWithErrors } from './error-title';
export { describedBy, errorIdOf, FieldError, FieldHint, FieldLabel, hintIdOf } from './FieldText';
export { SubmitButton } from './SubmitButton';
export { SummaryList, type SummaryRow } from './SummaryList';
export { TextInputField, type TextInputFieldProps } from './TextInputField';
export { useSubmitOnce, type SubmitOnce, type SubmitTaskResult } from './use-submit-once';
