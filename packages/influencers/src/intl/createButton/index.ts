import { defineStrings } from '@shoppable/ui';
import enUS from './en-US.json';

/**
 * The create button's string per locale, apart from the package's other strings: the dashboard's
 * home shows the button and loads only this. English, the fallback, in the bundle; Hebrew loaded
 * on demand.
 */
export const createButtonStrings = { 'en-US': enUS, 'he-IL': () => import('./he-IL.json') };

/** Formats the create button's string in the locale of the nearest I18nProvider. */
export const useCreateButtonStrings = defineStrings<keyof typeof enUS>(createButtonStrings);
