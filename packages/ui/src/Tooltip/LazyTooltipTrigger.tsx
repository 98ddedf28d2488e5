import { useRef, type ReactNode } from 'react';
import { useTooltipTrigger } from 'react-aria';
import { ButtonContext, type ButtonProps } from 'react-aria-components';
import { useTooltipTriggerState } from 'react-stately';
import { useModuleWhen, type LazyModule } from '../lazyDialog/openWhenLoaded';
import { overlayModules } from '../lazyDialog/overlays';
import type * as TooltipPopupModule from './TooltipPopup';

/** Props of LazyTooltipTrigger. */
export interface LazyTooltipTriggerProps {
  /** The trigger: a react-aria Button (ui's Button, IconButton…), which takes the trigger's props. */
  children: ReactNode;
  /** The tooltip's text. */
  tooltip: ReactNode;
  /** Hover time before the tooltip shows, in ms (react-aria's default 1500). */
  delay?: number;
  /** Time before it hides once the pointer left, in ms (react-aria's default 500). */
  closeDelay?: number;
  /** The tooltip's code (`overlayModules.tooltip`; a test may give a module not loaded yet). */
  module?: LazyModule<typeof TooltipPopupModule>;
}

/**
 * react-aria's TooltipTrigger cut in two (issue #18), like `LazyMenuTrigger`: the trigger's state,
 * hover and focus handling load with the page, the tooltip (react-aria's Tooltip and its overlay
 * positioning, ≈ 5 kB of gzip on every page of figures) the first time it shows. If its code
 * cannot load, the tooltip stays hidden and the next hover or focus tries again.
 */
export function LazyTooltipTrigger({
  children,
  tooltip,
  module = overlayModules.tooltip,
  ...props
}: LazyTooltipTriggerProps) {
  const state = useTooltipTriggerState(props);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger(props, state, triggerRef);
  const loaded = useModuleWhen(module, state.isOpen, () => state.close(true));
  return (
    <>
      {/* The trigger's DOM handlers type their event's target as any focusable element, the
          button's as an Element: the same handlers. */}
      <ButtonContext.Provider value={{ ...(triggerProps as ButtonProps), ref: triggerRef }}>
        {children}
      </ButtonContext.Provider>
      {loaded === undefined ? null : (
        <loaded.TooltipPopup state={state} tooltipProps={tooltipProps} triggerRef={triggerRef}>
          {tooltip}
        </loaded.TooltipPopup>
      )}
    </>
  );
}
