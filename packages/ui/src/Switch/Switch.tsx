import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { root, thumb, track } from './Switch.css';

/**
 * Props of Switch: react-aria's Switch props (`isSelected`, `defaultSelected`, `onChange`,
 * `isDisabled`, `isReadOnly`, `name`, `value`, `autoFocus`, `inputRef`, focus and hover
 * events…) plus the label.
 */
export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  /**
   * The visible label, which names the switch. Without one, name it with `aria-label`
   * (a switch in a table row).
   */
  children?: ReactNode;
}

/**
 * An on/off switch for a setting that applies at once: react-aria's Switch. A press on it or on
 * its label flips it, Space too; read-only, it keeps its state and says so.
 */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={root()}>
      <span className={track()} aria-hidden="true">
        <span className={thumb()} />
      </span>
      {children}
    </AriaSwitch>
  );
}
