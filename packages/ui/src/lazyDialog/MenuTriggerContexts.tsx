import { useRef, type ReactNode } from 'react';
import {
  MenuContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import type { MenuTriggerLink } from './LazyMenuTrigger';

/**
 * The contexts react-aria's MenuTrigger gives its Popover and Menu, for a lazily loaded menu
 * (see `LazyMenuTrigger`); imported only by the menus' lazy modules.
 */
export function MenuTriggerContexts({
  state,
  menuProps,
  triggerRef,
  children,
}: MenuTriggerLink & { children: ReactNode }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef,
            scrollRef,
            placement: 'bottom start',
            'aria-labelledby': menuProps['aria-labelledby'],
          },
        ],
      ]}
    >
      {children}
    </Provider>
  );
}
