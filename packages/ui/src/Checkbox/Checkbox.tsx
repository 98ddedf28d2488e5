import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { box, mark, root } from './Checkbox.css';

/**
 * Props of Checkbox: react-aria's Checkbox props (`isSelected`, `defaultSelected`, `onChange`,
 * `isIndeterminate`, `isDisabled`, `isInvalid`, `name`, `value`…) plus the label.
 */
export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /**
   * The visible label, which names the checkbox. Without one (a row of a table), name it with
   * `aria-label`.
   */
  children?: ReactNode;
}

/**
 * A checkbox. `isIndeterminate` shows a dash and reports "mixed" to assistive technology: use it
 * for a select-all whose items are only partly selected (pressing it then selects them all).
 */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={root}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? (
              <svg
                className={mark}
                viewBox="0 0 12 12"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M2.5 6h7" />
              </svg>
            ) : isSelected ? (
              <svg
                className={mark}
                viewBox="0 0 12 12"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M2 6.5l2.5 2.5L10 3.5" />
              </svg>
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
