import { useRef, type ReactNode, type RefObject } from 'react';
import { useMenuTrigger, type AriaMenuOptions } from 'react-aria';
import { ButtonContext, type MenuTriggerProps } from 'react-aria-components';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately';
import { useModuleWhen, type LazyModule } from './openWhenLoaded';

/** What a lazy menu's popover needs from its trigger (given to `MenuTriggerContexts`). */
export interface MenuTriggerLink {
  state: RootMenuTriggerState;
  menuProps: AriaMenuOptions<unknown>;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** Props of LazyMenuTrigger: react-aria's MenuTrigger props, the button and the lazy popover. */
export interface LazyMenuTriggerProps<M> extends Omit<MenuTriggerProps, 'children'> {
  /** The popover's code (one of `overlayModules`). */
  module: LazyModule<M>;
  /** The trigger: a react-aria Button (ui's Button, IconButton…), which takes the menu's props. */
  children: ReactNode;
  /** Renders the popover from its module, inside `MenuTriggerContexts` given `trigger`. */
  popover: (module: M, trigger: MenuTriggerLink) => ReactNode;
}

/**
 * react-aria's MenuTrigger cut in two (issue #18): the button, its state and its keyboard handling
 * load with the page, the menu and its popover (react-aria's Menu, Popover and their collections,
 * ≈ 12 kB of gzip) the first time it opens. React-aria's own MenuTrigger cannot: its module holds
 * the Menu too. If the code cannot load, the menu closes and the next press tries again.
 */
export function LazyMenuTrigger<M>({
  module,
  children,
  popover,
  ...props
}: LazyMenuTriggerProps<M>) {
  const state = useMenuTriggerState(props);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger<unknown>(
    { ...props, type: 'menu' },
    state,
    triggerRef,
  );
  const loaded = useModuleWhen(module, state.isOpen, () => state.close());
  return (
    <>
      <ButtonContext.Provider
        value={{ ...menuTriggerProps, ref: triggerRef, isPressed: state.isOpen }}
      >
        {children}
      </ButtonContext.Provider>
      {/* eslint-disable-next-line react-hooks/refs -- the ref goes to the popover, which positions from it in effects */}
      {loaded === undefined ? null : popover(loaded, { state, menuProps, triggerRef })}
    </>
  );
}
