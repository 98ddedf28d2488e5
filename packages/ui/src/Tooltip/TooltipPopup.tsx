import type { ReactNode, RefObject } from 'react';
import type { useTooltipTrigger } from 'react-aria';
import { Provider, TooltipContext, TooltipTriggerStateContext } from 'react-aria-components';
import type { TooltipTriggerState } from 'react-stately';
import { Tooltip } from './Tooltip';

/** What a lazily loaded tooltip needs from its trigger (see `LazyTooltipTrigger`). */
export interface TooltipTriggerLink {
  state: TooltipTriggerState;
  tooltipProps: ReturnType<typeof useTooltipTrigger>['tooltipProps'];
  triggerRef: RefObject<HTMLElement | null>;
}

/**
 * ui's Tooltip inside the contexts react-aria's TooltipTrigger gives it: the lazy half of
 * `LazyTooltipTrigger`, with react-aria's Tooltip and its overlay positioning.
 */
export function TooltipPopup({
  state,
  tooltipProps,
  triggerRef,
  children,
}: TooltipTriggerLink & { children: ReactNode }) {
  return (
    <Provider
      values={[
        [TooltipTriggerStateContext, state],
        [TooltipContext, { ...tooltipProps, triggerRef }],
      ]}
    >
      <Tooltip>{children}</Tooltip>
    </Provider>
  );
}
