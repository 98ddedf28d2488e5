import type { ReactNode } from 'react';
import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import type { buttonSizes } from '../Button/buttonVariants';
import { toggleButton } from './ToggleButton.css';

/**
 * Props of ToggleButton: react-aria's ToggleButton props (`isSelected`, `defaultSelected`,
 * `onChange`, `isDisabled`…) plus the size.
 */
export interface ToggleButtonProps extends Omit<
  AriaToggleButtonProps,
  'className' | 'style' | 'children'
> {
  /** The size, as Button's: sm, md (default) or lg. */
  size?: (typeof buttonSizes)[number];
  /** The label, optionally with an icon. It stays the same whether on or off (`aria-pressed` says which). */
  children: ReactNode;
}

/**
 * A button that stays pressed: on (filled with the brand colour) or off. Controlled with
 * `isSelected` + `onChange`, or uncontrolled with `defaultSelected`.
 */
export function ToggleButton({ size, children, ...props }: ToggleButtonProps) {
  return (
    <AriaToggleButton {...props} className={toggleButton({ size })}>
      {children}
    </AriaToggleButton>
  );
}
