import type { ReactNode } from 'react';
import {
  DialogContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import type { DialogTriggerLink } from './LazyDialogTrigger';

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
