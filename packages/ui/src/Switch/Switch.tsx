import { useId, useState, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useHover, VisuallyHidden } from 'react-aria';
import { root, thumb, track } from './Switch.css';

/** Props of Switch. */
export interface SwitchProps {
  /** On, when the caller holds the state. */
  isSelected?: boolean;
  /** On at first, when the switch holds the state. */
  defaultSelected?: boolean;
  /** Called with the new state when the user flips it. */
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Shown, focusable, but not changed by the user. */
  isReadOnly?: boolean;
  /** The name and value the switch is submitted under in a form while on. */
  name?: string;
  value?: string;
  /**
   * The visible label, which names the switch. Without one, name it with `aria-label`
   * (a switch in a table row).
   */
  children?: ReactNode;
  'aria-label'?: string;
}

/**
 * An on/off switch for a setting that applies at once: a checkbox with the switch role inside
 * its label (pressing the label flips it, Space too), with react-aria's focus and hover states.
 * Issue #18: react-aria's Switch brought its toggle state and form validation, ≈ 3 kB of gzip on
 * the shopboard's first screen for an input that validates nothing.
 */
export function Switch({
  isSelected,
  defaultSelected = false,
  onChange,
  isDisabled = false,
  isReadOnly = false,
  name,
  value,
  children,
  'aria-label': ariaLabel,
}: SwitchProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultSelected);
  const [isPressed, setPressed] = useState(false);
  const selected = isSelected ?? own;
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const release = () => setPressed(false);
  return (
    <label
      {...mergeProps(hoverProps, {
        onPointerDown: () => setPressed(!isDisabled && !isReadOnly),
        onPointerUp: release,
        onPointerLeave: release,
        onPointerCancel: release,
      })}
      htmlFor={id}
      className={root}
      data-selected={selected || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-hovered={isHovered || undefined}
      data-pressed={isPressed || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <VisuallyHidden elementType="span">
        <input
          {...focusProps}
          id={id}
          type="checkbox"
          role="switch"
          checked={selected}
          disabled={isDisabled}
          aria-readonly={isReadOnly || undefined}
          aria-label={ariaLabel}
          name={name}
          value={value}
          onChange={(event) => {
            if (isReadOnly) return;
            setOwn(event.target.checked);
            onChange?.(event.target.checked);
          }}
        />
      </VisuallyHidden>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      {children}
    </label>
  );
}
