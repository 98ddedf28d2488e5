import { defineStrings } from '@shoppable/ui';
import enUS from './en-US.json';

/**
 * Shorts: the list, the cards, the editor and the preview: strings per locale apart from the package's others, so that the
 * links list does not load them: English, the fallback, in the bundle; Hebrew loaded
 * on demand.
 */
export const shortStrings = { 'en-US': enUS, 'he-IL': () => import('./he-IL.json') };

/** Formats these strings in the locale of the nearest I18nProvider. */
export const useShortStrings = defineStrings<keyof typeof enUS>(shortStrings);
