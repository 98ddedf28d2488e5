import { useRef, type ReactNode } from 'react';
import {
  ToggleButton,
  ToggleButtonGroup,
  type Key,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
} from 'react-aria-components';
import { group, segment } from './SegmentedControl.css';

/**
 * Props of SegmentedControl: react-aria's ToggleButtonGroup props (`isDisabled`, `orientation`,
 * `aria-label`…) with single selection, so the selection is one key: `selectedKey`,
 * `defaultSelectedKey` and `onSelectionChange`, as in react-aria's Select and Tabs.
 */
export interface SegmentedControlProps extends Omit<
  ToggleButtonGroupProps,
  | 'className'
  | 'style'
  | 'children'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disallowEmptySelection'
> {
  /** The `Segment`s. */
  children: ReactNode;
  /** The id of the selected segment (controlled). */
  selectedKey?: Key;
  /** The id of the segment selected at first (uncontrolled). */
  defaultSelectedKey?: Key;
  /** Called with the id of the newly selected segment (not when the selected one is pressed). */
  onSelectionChange?: (key: Key) => void;
  /** Names the control for assistive technology ("View"); it has no visible label. */
  'aria-label'?: string;
}

/**
 * A row of mutually exclusive buttons, e.g. a view switch (grid / list) or a chart metric. One
 * segment is always selected. It is a radio group for assistive technology: Tab enters on the
 * selected segment and the arrow keys move between segments (mirrored in right-to-left); Space or
 * Enter selects.
 */
export function SegmentedControl({
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  children,
  ...props
}: SegmentedControlProps) {
  const uncontrolled = useRef(defaultSelectedKey);
  return (
    <ToggleButtonGroup
      {...props}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedKey !== undefined ? [selectedKey] : undefined}
      defaultSelectedKeys={defaultSelectedKey !== undefined ? [defaultSelectedKey] : undefined}
      onSelectionChange={(keys) => {
        const [key] = keys;
        // react-aria reports a press on the selected segment too: only a new key is a change.
        if (key === undefined || key === (selectedKey ?? uncontrolled.current)) return;
        uncontrolled.current = key;
        onSelectionChange?.(key);
      }}
      className={group}
    >
      {children}
    </ToggleButtonGroup>
  );
}

/** Props of Segment: react-aria's ToggleButton props (`id`, `isDisabled`, `aria-label`…). */
export interface SegmentProps extends Omit<
  ToggleButtonProps,
  'className' | 'style' | 'children' | 'isSelected' | 'defaultSelected' | 'onChange'
> {
  /** The id the SegmentedControl reports when this segment is selected. */
  id: Key;
  /** The label, optionally with an icon; an icon alone needs `aria-label`. */
  children: ReactNode;
}

/** One segment of a SegmentedControl. */
export function Segment({ children, ...props }: SegmentProps) {
  return (
    <ToggleButton {...props} className={segment}>
      {children}
    </ToggleButton>
  );
}
