import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { arrow, dialog, popover, title as titleClass } from './Popover.css';

/**
 * Props of Popover: react-aria's Popover props (`placement`, `offset`, `isOpen`, `onOpenChange`,
 * `triggerRef`…) plus its content and name. Inside a `DialogTrigger` it opens from the
 * trigger's button and needs no `isOpen`.
 */
export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'style' | 'children'> {
  /** The content: text, a form, a colour picker. */
  children: ReactNode;
  /** A visible title, rendered as a heading; it names the popover's dialog. */
  title?: ReactNode;
  /** Names the popover's dialog when it has no `title` ("Colour"). */
  'aria-label'?: string;
  /** Draws a small arrow pointing at the trigger. */
  showArrow?: boolean;
}

/**
 * A non-modal floating panel next to its trigger, holding a dialog: focus moves into it, and
 * Escape, a click outside or the trigger close it and return focus to the trigger. It flips to
 * stay on screen and mirrors its placement in right-to-left.
 */
export function Popover({
  children,
  title,
  'aria-label': ariaLabel,
  showArrow = false,
  offset,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover {...props} offset={offset ?? (showArrow ? 12 : 8)} className={popover}>
      {showArrow ? (
        <OverlayArrow className={arrow}>
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      <AriaDialog aria-label={ariaLabel} className={dialog}>
        {title != null ? (
          <Heading slot="title" level={2} className={titleClass}>
            {title}
          </Heading>
        ) : null}
        {children}
      </AriaDialog>
    </AriaPopover>
  );
}
