import { defineStrings } from '@shoppable/ui';
import enUS from './en-US.json';

/**
 * Magic Store: the page and its progress: strings per locale apart from the package's others, so that the
 * links and shorts lists do not load them: English, the fallback, in the bundle;
 * Hebrew loaded on demand.
 */
export const magicStoreStrings = { 'en-US': enUS, 'he-IL': () => import('./he-IL.json') };

/** Formats these strings in the locale of the nearest I18nProvider. */
export const useMagicStoreStrings = defineStrings<keyof typeof enUS>(magicStoreStrings);
