import { useRef, type ReactNode } from 'react';
import {
  DialogContext,
  MenuContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import type { DialogTriggerLink } from './LazyDialogTrigger';
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

/**
 * The contexts react-aria's DialogTrigger gives its Popover (or ModalOverlay) and Dialog, for a
 * lazily loaded one (see `LazyDialogTrigger`); imported only by the overlays' lazy modules.
 */
export function DialogTriggerContexts({
  state,
  overlayProps,
  triggerRef,
  children,
}: DialogTriggerLink & { children: ReactNode }) {
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [DialogContext, overlayProps],
        [
          PopoverContext,
          {
            trigger: 'DialogTrigger',
            triggerRef,
            id: overlayProps.id,
            'aria-labelledby': overlayProps['aria-labelledby'],
          },
        ],
      ]}
    >
      {children}
    </Provider>
  );
}
