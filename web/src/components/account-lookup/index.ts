export { AccountLookupForm, type AccountLookupFormProps } from './AccountLookupForm';
export { validateAccountLookup, type AccountLookupErrors, type AccountLookupField } from './validation';
