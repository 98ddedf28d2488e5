import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useOverlayTrigger, type AriaDialogProps } from 'react-aria';
import { ButtonContext } from 'react-aria-components';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately';
import { useModuleWhen, type LazyModule } from './openWhenLoaded';

/** What a lazy dialog's popover needs from its trigger (given to `DialogTriggerContexts`). */
export interface DialogTriggerLink {
  state: RootMenuTriggerState;
  overlayProps: AriaDialogProps;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** Props of LazyDialogTrigger: the open state (controlled or not), the button and the lazy overlay. */
export interface LazyDialogTriggerProps<M> {
  /** The overlay's code. */
  module: LazyModule<M>;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The trigger: a react-aria Button (ui's Button…), which takes the dialog's props. */
  children: ReactNode;
  /** Renders the popover or drawer from its module, inside `DialogTriggerContexts` given `trigger`. */
  overlay: (module: M, trigger: DialogTriggerLink) => ReactNode;
}

/**
 * react-aria's DialogTrigger cut in two, as `LazyMenuTrigger` is for menus (issue #18): the button
 * and its state load with the page, the popover (react-aria's Popover and Dialog) with the
 * overlay's module. If the code cannot load, the overlay closes and the next press tries again.
 */
export function LazyDialogTrigger<M>({
  module,
  children,
  overlay,
  ...props
}: LazyDialogTriggerProps<M>) {
  const state = useMenuTriggerState(props);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  // As react-aria's DialogTrigger: the dialog is named after its trigger when it has no title.
  const id = useId();
  const loaded = useModuleWhen(module, state.isOpen, () => state.close());
  return (
    <>
      <ButtonContext.Provider
        value={{ ...triggerProps, id, ref: triggerRef, isPressed: state.isOpen }}
      >
        {children}
      </ButtonContext.Provider>
      {loaded === undefined
        ? null
        : // eslint-disable-next-line react-hooks/refs -- the ref goes to the popover, which positions from it in effects
          overlay(loaded, {
            state,
            overlayProps: { ...overlayProps, 'aria-labelledby': id },
            triggerRef,
          })}
    </>
  );
}
