import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The element in the top bar where a page may render an action (the phone Save of Settings). It
 * is known once the layout's slot has mounted; a store rather than layout state, so that only the
 * pages that read it render again then, not the whole shell.
 */
export interface TopBarSlotStore {
  get: () => HTMLElement | null;
  /** The slot element's ref callback. */
  set: (element: HTMLElement | null) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A store for the top bar's slot element. */
export function createTopBarSlot(): TopBarSlotStore {
  let element: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => element,
    set: (next) => {
      if (next === element) return;
      element = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const outsideLayout = createTopBarSlot();

/** The dashboard layout's top-bar slot store. */
export const TopBarSlot = createContext<TopBarSlotStore>(outsideLayout);

/** The top bar's action slot of the dashboard layout, or `null` outside it or before it mounts. */
export function useTopBarSlot(): HTMLElement | null {
  const store = useContext(TopBarSlot);
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
