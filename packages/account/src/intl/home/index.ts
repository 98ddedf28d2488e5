import { defineStrings } from '@shoppable/ui';
import enUS from './en-US.json';

/**
 * The home page's strings per locale (its tabs, the setup checklist, recent orders), apart from
 * the package's other strings so that the dashboard's home loads only these: English, the
 * fallback, in the bundle; Hebrew loaded on demand.
 */
export const homeStrings = { 'en-US': enUS, 'he-IL': () => import('./he-IL.json') };

/** Formats the home page's strings in the locale of the nearest I18nProvider (`{name}` filled). */
export const useHomeStrings = defineStrings<keyof typeof enUS>(homeStrings);
