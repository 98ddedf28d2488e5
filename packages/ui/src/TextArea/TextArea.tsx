import { useState, type ReactNode } from 'react';
import {
  FieldError,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { fieldError, field, input, label as labelClass } from '../TextField/TextField.css';
import { counter, footer } from './TextArea.css';

/**
 * Props of TextArea: react-aria's TextField props (`value`, `defaultValue`, `onChange`,
 * `isInvalid`, `isRequired`, `isDisabled`, `validate`, `name`…) plus the texts around it and the
 * maximum.
 */
export interface TextAreaProps extends Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'type' | 'inputMode'
> {
  /** The visible label; it also names the box for assistive technology. */
  label: ReactNode;
  /** Help text under the box, announced as its description. */
  description?: ReactNode;
  /** The message shown under the box when the field is invalid. A function receives the validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Text shown in the empty box. Never a substitute for the label. */
  placeholder?: string;
  /**
   * The maximum number of characters. The box accepts no more (typing and pasting stop there) and
   * a counter such as "12/300" sits under it, announced with the description.
   */
  maxLength?: number;
  /** The visible number of lines (4 by default); the user can drag it taller. */
  rows?: number;
}

/** A multi-line text input with its label, description, error message and character counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  maxLength,
  rows = 4,
  onChange,
  ...props
}: TextAreaProps) {
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const length = (props.value ?? uncontrolled).length;
  const showFooter = description != null || maxLength != null;
  return (
    <AriaTextField
      {...props}
      maxLength={maxLength}
      onChange={(value) => {
        setUncontrolled(value);
        onChange?.(value);
      }}
      className={field}
    >
      <Label className={labelClass}>{label}</Label>
      <AriaTextArea className={input({ multiline: true })} placeholder={placeholder} rows={rows} />
      {showFooter ? (
        <Text slot="description" elementType="div" className={footer}>
          {description != null ? <span>{description}</span> : null}
          {maxLength != null ? (
            <span className={counter} data-at-limit={length >= maxLength || undefined}>
              {length}/{maxLength}
            </span>
          ) : null}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
