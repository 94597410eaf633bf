export { useAppForm, resetToSaved, useFormValid, type AppFormOptions } from './use-app-form';
export { AppForm, useAppFormSubmit, type AppFormProps } from './AppForm';
export {
  FormTextInput,
  FormPasswordInput,
  FormTextarea,
  FormSelect,
  FormCheckbox,
  FormField,
  useFieldErrorText,
  type FormFieldProps,
} from './fields';
export { SubmitButton, ResetButton, FormActions } from './FormButtons';
export { ReadOnlyFieldset, ReadOnlyNotice } from './ReadOnlyFieldset';
export { ThrottledButton, type ThrottledButtonProps } from './ThrottledButton';
export { createThrottle, useThrottledCallback, type Throttle } from './throttle';
export { applyServerErrors, graphQLErrorsOf, FORM_ERROR, type ServerFieldMap } from './server-errors';
export { formErrorText, messageKey, encodeServerValidation } from './error-text';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
export { FormModal, type FormModalProps } from './FormModal';
export { LeaveDialog } from './LeaveDialog';
