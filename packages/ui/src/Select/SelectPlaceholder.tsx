import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { useStrings } from '../intl';
import { Chevron } from '../OptionList/Chevron';
import {
  description as descriptionClass,
  field,
  fieldError,
  input,
  label as labelClass,
} from '../TextField/TextField.css';
import { root, trigger, value as valueClass } from './Select.css';

/** Props of SelectPlaceholder: what the closed select shows, and its button's handlers. */
export interface SelectPlaceholderProps {
  label?: ReactNode;
  'aria-label'?: string | undefined;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string) | undefined;
  /** The chosen option's text, or undefined for the placeholder text. */
  valueText: string | undefined;
  placeholder?: string | undefined;
  isInvalid?: boolean | undefined;
  isDisabled?: boolean | undefined;
  name?: string | undefined;
  value?: string | undefined;
  /** Handlers of the button (hover, focus, press, keys start loading the real select). */
  buttonProps: Omit<ComponentPropsWithRef<'button'>, 'children' | 'className'>;
}

const invalid: ValidationResult = {
  isInvalid: true,
  validationErrors: [],
  validationDetails: {} as ValidityState,
};

/**
 * The closed select drawn with plain elements and Select's styles, shown until react-aria's
 * Select loads (issue #18): same elements, size, accessible name (value text, then label) and
 * description as the real one, so nothing moves and nothing is announced when it is replaced.
 */
export function SelectPlaceholder({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  valueText,
  placeholder,
  isInvalid,
  isDisabled,
  name,
  value,
  buttonProps,
}: SelectPlaceholderProps) {
  const strings = useStrings();
  const id = useId();
  const [labelId, buttonId, valueId, descriptionId, errorId] = [
    `${id}-label`,
    `${id}-button`,
    `${id}-value`,
    `${id}-description`,
    `${id}-error`,
  ];
  const error = typeof errorMessage === 'function' ? errorMessage(invalid) : errorMessage;
  const describedBy = [
    description != null ? descriptionId : null,
    isInvalid && error ? errorId : null,
  ].filter(Boolean);
  return (
    <div
      className={`${field} ${root}`}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      {label != null ? (
        // react-aria's Select labels its button with a span too (aria-labelledby).
        <span id={labelId} className={labelClass}>
          {label}
        </span>
      ) : null}
      <button
        {...buttonProps}
        type="button"
        id={buttonId}
        className={`${input()} ${trigger}`}
        aria-label={ariaLabel}
        aria-labelledby={`${valueId} ${label != null ? labelId : buttonId}`}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        aria-haspopup="listbox"
        aria-expanded="false"
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
      >
        <span
          id={valueId}
          className={valueClass}
          data-placeholder={valueText === undefined || undefined}
        >
          {valueText ?? placeholder ?? strings.format('select.placeholder')}
        </span>
        <Chevron />
      </button>
      {description != null ? (
        <span id={descriptionId} className={descriptionClass}>
          {description}
        </span>
      ) : null}
      {isInvalid && error ? (
        <span id={errorId} className={fieldError}>
          {error}
        </span>
      ) : null}
      {name !== undefined ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </div>
  );
}
