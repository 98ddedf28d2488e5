import { createContext, useContext } from 'react';

/** The element in the top bar where a page may render an action (the phone Save of Settings). */
export const TopBarSlot = createContext<HTMLElement | null>(null);

/** The top bar's action slot of the dashboard layout, or `null` outside it. */
export function useTopBarSlot(): HTMLElement | null {
  return useContext(TopBarSlot);
}
