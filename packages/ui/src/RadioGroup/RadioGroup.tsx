import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  type ValidationResult,
} from 'react-aria-components';
import {
  description as descriptionClass,
  fieldError,
  label as labelClass,
} from '../TextField/TextField.css';
import { circle, group, options, radio } from './RadioGroup.css';

/**
 * Props of RadioGroup: react-aria's RadioGroup props (`value`, `defaultValue`, `onChange`,
 * `orientation`, `isDisabled`, `isRequired`, `isInvalid`, `validate`, `name`…) plus the texts
 * around it.
 */
export interface RadioGroupProps extends Omit<
  AriaRadioGroupProps,
  'className' | 'style' | 'children'
> {
  /** The visible label of the group; without one, name it with `aria-label`. */
  label?: ReactNode;
  /** Help text under the radios, announced as the group's description. */
  description?: ReactNode;
  /** The message shown under the radios when the group is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The `Radio`s. */
  children: ReactNode;
}

/**
 * One choice out of a few, all visible. Tab enters the group on the selected radio; the arrow
 * keys move the selection (mirrored in right-to-left).
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={group}>
      {label != null ? <Label className={labelClass}>{label}</Label> : null}
      <div className={options}>{children}</div>
      {description != null ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

/** Props of Radio: react-aria's Radio props (`value`, `isDisabled`…) plus its label. */
export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style' | 'children'> {
  /** The visible label, which names the radio. */
  children: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={radio}>
      <span className={circle} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
