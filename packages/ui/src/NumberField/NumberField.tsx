import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import {
  description as descriptionClass,
  field,
  fieldError,
  input,
  label as labelClass,
} from '../TextField/TextField.css';
import { group, numberInput, stepper, steppers } from './NumberField.css';

/** The formats of a NumberField, for stories and pickers. */
export const numberFieldFormats = ['number', 'percent'] as const;

const percentFormat: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'percent',
  maximumFractionDigits: 2,
};

/**
 * Props of NumberField: react-aria's NumberField props (`value`, `defaultValue`, `onChange`,
 * `minValue`, `maxValue`, `step`, `formatOptions`, `isInvalid`, `isDisabled`, `validate`,
 * `name`…) plus the texts around it.
 */
export interface NumberFieldProps extends Omit<
  AriaNumberFieldProps,
  'className' | 'style' | 'children'
> {
  /** The visible label; it also names the box for assistive technology. */
  label: ReactNode;
  /** Help text under the box, announced as its description. */
  description?: ReactNode;
  /** The message shown under the box when the field is invalid; a function receives the result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Text shown in the empty box. */
  placeholder?: string;
  /**
   * `number` (default) or `percent`: a percentage from 0 to 100 with at most 2 decimals, the
   * commission rule; the value is the number of percent (12.5 is "12.5%"), not a fraction.
   * `minValue`, `maxValue`, `step` and `formatOptions` still override it.
   */
  format?: (typeof numberFieldFormats)[number];
}

function Minus() {
  return (
    <svg
      viewBox="0 0 12 12"
      width="12"
      height="12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
    >
      <path d="M2.5 6h7" />
    </svg>
  );
}

function Plus() {
  return (
    <svg
      viewBox="0 0 12 12"
      width="12"
      height="12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
    >
      <path d="M2.5 6h7M6 2.5v7" />
    </svg>
  );
}

/**
 * A number box with decrement and increment buttons; arrow keys step, Home and End go to the
 * limits, and the value is formatted for the locale when the box loses focus. Text that is not a
 * number cannot be typed in.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  format = 'number',
  ...props
}: NumberFieldProps) {
  const percent = format === 'percent';
  return (
    <AriaNumberField
      minValue={percent ? 0 : undefined}
      maxValue={percent ? 100 : undefined}
      formatOptions={percent ? percentFormat : undefined}
      {...props}
      className={field}
    >
      <Label className={labelClass}>{label}</Label>
      <Group className={group}>
        <Input className={`${input()} ${numberInput}`} placeholder={placeholder} />
        <span className={steppers}>
          <Button slot="decrement" className={stepper}>
            <Minus />
          </Button>
          <Button slot="increment" className={stepper}>
            <Plus />
          </Button>
        </span>
      </Group>
      {description != null ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
