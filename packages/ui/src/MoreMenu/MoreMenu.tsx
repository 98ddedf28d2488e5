import type { ReactNode } from 'react';
import {
  Menu,
  MenuItem,
  MenuTrigger,
  Popover as AriaPopover,
  type Key,
  type MenuTriggerProps,
} from 'react-aria-components';
import type { buttonSizes, buttonVariants } from '../Button/buttonVariants';
import { IconButton } from '../IconButton';
import { popover } from '../Popover/Popover.css';
import { icon as iconClass, item as itemClass, menu } from './MoreMenu.css';

/** One action of a MoreMenu. */
export interface MoreMenuItem {
  /** The key `onAction` receives ("edit", "delete"). */
  id: Key;
  /** The visible label, which names the item ("Delete"). */
  label: string;
  /** An optional decorative icon before the label; hidden from assistive technology. */
  icon?: ReactNode;
  /** `critical` for destructive actions (red). */
  tone?: 'neutral' | 'critical';
  /** Shown but cannot be chosen. */
  isDisabled?: boolean;
}

/**
 * Props of MoreMenu: react-aria's MenuTrigger props (`isOpen`, `defaultOpen`, `onOpenChange`,
 * `trigger`) plus the button's name and look and the actions.
 */
export interface MoreMenuProps extends Omit<MenuTriggerProps, 'children'> {
  /** The accessible name of the button, in the UI's language ("More actions", "Actions for Summer sale"). */
  'aria-label': string;
  /** The actions, in order. */
  items: readonly MoreMenuItem[];
  /** Called with the chosen item's `id`; the menu closes afterwards. */
  onAction: (id: Key) => void;
  /** The button's look, as IconButton's: plain by default. */
  variant?: (typeof buttonVariants)[number];
  /** The button's size, as IconButton's: sm by default. */
  size?: (typeof buttonSizes)[number];
  /** Where the menu opens: below, aligned to the button's inline end, by default. */
  placement?: 'bottom end' | 'bottom start' | 'top end' | 'top start';
  /** Disables the button. */
  isDisabled?: boolean;
}

/**
 * A "⋯" icon button that opens a menu of actions for a row or a card. The menu opens with a
 * click, Enter, Space or the arrow keys; arrows move between actions, Enter or Space chooses
 * one, Escape closes it and focus returns to the button.
 */
export function MoreMenu({
  'aria-label': ariaLabel,
  items,
  onAction,
  variant = 'plain',
  size = 'sm',
  placement = 'bottom end',
  isDisabled,
  ...props
}: MoreMenuProps) {
  return (
    <MenuTrigger {...props}>
      <IconButton aria-label={ariaLabel} variant={variant} size={size} isDisabled={isDisabled}>
        <svg viewBox="0 0 16 16" fill="currentColor">
          <circle cx="3" cy="8" r="1.5" />
          <circle cx="8" cy="8" r="1.5" />
          <circle cx="13" cy="8" r="1.5" />
        </svg>
      </IconButton>
      <AriaPopover placement={placement} offset={4} className={popover}>
        <Menu
          className={menu}
          items={items}
          onAction={(id) => onAction(id)}
          disabledKeys={items.filter((entry) => entry.isDisabled).map((entry) => entry.id)}
        >
          {(entry) => (
            <MenuItem
              id={entry.id}
              textValue={entry.label}
              className={itemClass({ tone: entry.tone })}
            >
              {entry.icon != null ? (
                <span className={iconClass} aria-hidden="true">
                  {entry.icon}
                </span>
              ) : null}
              {entry.label}
            </MenuItem>
          )}
        </Menu>
      </AriaPopover>
    </MenuTrigger>
  );
}
