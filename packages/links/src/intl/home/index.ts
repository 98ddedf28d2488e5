import { defineStrings } from '@shoppable/ui';
import enUS from './en-US.json';

/**
 * The home page's widgets' strings per locale (recent Instants and shorts, the create buttons),
 * apart from the package's other strings so that the dashboard's home loads only these: English,
 * the fallback, in the bundle; Hebrew loaded on demand.
 */
export const homeStrings = { 'en-US': enUS, 'he-IL': () => import('./he-IL.json') };

/** Formats the home widgets' strings in the locale of the nearest I18nProvider. */
export const useHomeStrings = defineStrings<keyof typeof enUS>(homeStrings);
