import { defineStrings } from '@shoppable/ui';
import enUS from './en-US.json';

/**
 * The lifetime strip's strings per locale, apart from the package's other strings: the links and
 * shorts lists show the strip and load only these. English, the fallback, in the bundle; Hebrew
 * loaded on demand.
 */
export const lifetimeStrings = { 'en-US': enUS, 'he-IL': () => import('./he-IL.json') };

/** Formats the lifetime strip's strings in the locale of the nearest I18nProvider. */
export const useLifetimeStrings = defineStrings<keyof typeof enUS>(lifetimeStrings);
