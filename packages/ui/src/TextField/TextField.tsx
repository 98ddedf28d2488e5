import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import {
  description as descriptionClass,
  field,
  fieldError,
  input,
  label as labelClass,
} from './TextField.css';

/**
 * Props of TextField: react-aria's TextField props (`value`, `defaultValue`, `onChange`,
 * `isInvalid`, `isRequired`, `isDisabled`, `validate`, `type`, `name`…) plus the texts around it.
 */
export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children'
> {
  /** The visible label; it also names the text box for assistive technology. */
  label: ReactNode;
  /** Help text under the box, announced as its description. */
  description?: ReactNode;
  /**
   * The message shown under the box when the field is invalid (`isInvalid`, or a failed
   * `validate` / native constraint). A function receives the validation result. Without it the
   * browser's own validation messages are shown.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Text shown in the empty box. Never a substitute for the label. */
  placeholder?: string;
}

/** A single-line text input with its label, description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={field}>
      <Label className={labelClass}>{label}</Label>
      <Input className={input()} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
