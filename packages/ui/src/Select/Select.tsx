import type { ReactNode } from 'react';
import type { SelectProps as AriaSelectProps, ValidationResult } from 'react-aria-components';
import { overlayModules } from '../lazyDialog/overlays';
import { LazySelect } from './LazySelect';

export { SelectItem, type SelectItemProps } from './SelectItem';

/**
 * Props of Select: react-aria's Select props (`value`, `defaultValue`, `onChange`,
 * `placeholder`, `isDisabled`, `isRequired`, `isInvalid`, `disabledKeys`, `name`…) plus the
 * texts around it and its options.
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
 * A button that opens a list of options and shows the chosen one. Arrow keys open it and move
 * through the options, typing jumps to a match, Enter chooses, Escape closes without choosing.
 * Its react-aria code loads when it is about to be used (`LazySelect`).
 */
export function Select<T extends object = object>(props: SelectProps<T>) {
  return <LazySelect {...props} module={overlayModules.select} />;
}
