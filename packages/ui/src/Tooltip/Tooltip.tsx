import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { arrow, tooltip } from './Tooltip.css';

/**
 * Props of Tooltip: react-aria's Tooltip props (`placement`, `offset`, `crossOffset`,
 * `shouldFlip`, `isOpen`, `onOpenChange`, `triggerRef`…) without `className` and `style`, which ui
 * owns. Put it in a `TooltipTrigger` after the element it describes; the trigger sets `delay` and
 * `closeDelay`.
 */
export interface TooltipProps extends Omit<AriaTooltipProps, 'className' | 'style' | 'children'> {
  /**
   * The short text shown ("Copy link"), or a function of react-aria's render props (`placement`,
   * `isEntering`, `isExiting`) that returns it. It describes the trigger; it never replaces its
   * name.
   */
  children: NonNullable<AriaTooltipProps['children']>;
}

/**
 * A short hint in a bubble next to its trigger, with an arrow pointing at it: react-aria's
 * Tooltip. It shows when the trigger is hovered (after the `TooltipTrigger`'s delay) or focused
 * with the keyboard (at once), and hides on Escape, blur or when the pointer leaves. Only
 * focusable triggers get tooltips; touch users never see them, so never put anything essential in
 * one.
 */
export function Tooltip({ children, offset = 8, ...props }: TooltipProps) {
  return (
    <AriaTooltip {...props} offset={offset} className={tooltip}>
      {(renderProps) => (
        <>
          <OverlayArrow className={arrow}>
            <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
              <path d="M0 0 L4 4 L8 0" />
            </svg>
          </OverlayArrow>
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaTooltip>
  );
}
