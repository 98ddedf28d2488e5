import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  Select as AriaSelect,
  SelectValue,
  Text,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import {
  Chevron,
  OptionItem,
  OptionListPopover,
  type OptionItemProps,
} from '../OptionList/OptionList';
import {
  description as descriptionClass,
  field,
  fieldError,
  input,
  label as labelClass,
} from '../TextField/TextField.css';
import { root, trigger, value as valueClass } from './Select.css';

/**
 * Props of Select: react-aria's Select props (`value`, `defaultValue`, `onChange`,
 * `selectedKey`, `onSelectionChange`, `placeholder`, `isDisabled`, `isRequired`, `isInvalid`,
 * `disabledKeys`, `name`…) plus the texts around it and its options.
 */
export interface SelectProps<T extends object = object> extends Omit<
  AriaSelectProps<T>,
  'className' | 'style' | 'children'
> {
  /** The visible label; without one, name the select with `aria-label`. */
  label?: ReactNode;
  /** Help text under the button, announced as its description. */
  description?: ReactNode;
  /** The message shown under the button when the select is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The options to render with `children` as a function (dynamic collections). */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function turning each of `items` into one. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A button that opens a list of options and shows the chosen one: react-aria's Select. Arrow keys
 * open it and move through the options, typing on the closed button chooses the first match,
 * Enter chooses, Escape closes without choosing, and the focus goes back to the button.
 */
export function Select<T extends object = object>({
  label,
  description,
  errorMessage,
  items,
  children,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={`${field} ${root}`}>
      {label != null ? <Label className={labelClass}>{label}</Label> : null}
      <Button className={`${input()} ${trigger}`}>
        <SelectValue className={valueClass} />
        <Chevron />
      </Button>
      {description != null ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
      <OptionListPopover items={items}>{children}</OptionListPopover>
    </AriaSelect>
  );
}

/** Props of SelectItem: react-aria's ListBoxItem props (`id`, `textValue`, `isDisabled`…). */
export interface SelectItemProps extends Omit<OptionItemProps, 'start' | 'children'> {
  /** The option's label; pass `textValue` too when it is not plain text (typeahead matches it). */
  children: ReactNode;
}

/** One option of a Select; the chosen one carries a tick at its inline end. */
export function SelectItem({ children, ...props }: SelectItemProps) {
  return (
    <OptionItem
      {...props}
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
    >
      {children}
    </OptionItem>
  );
}
