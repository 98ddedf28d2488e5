import { lazyModule } from './openWhenLoaded';

/**
 * The code of ui's modal dialogs, drawers, menus, tooltips and colour pickers, loaded the first time
 * one opens, and of selects, loaded on their first hover, focus or press (issue #18): react-aria's
 * overlays, menus and focus containment are ≈ 15 kB of gzip that no first paint shows, while every
 * page renders closed dialogs and menu buttons.
 */
export const overlayModules = {};

/**
 * Loads every overlay's code at once, so that they open on the first render: for tests and
 * stories, which look for an opened menu right after the press, and for an app that wants them
 * before the first press.
 */
export function preloadOverlays(): Promise<unknown> {
  return Promise.all(Object.values(overlayModules).map((module) => module.load()));
}
