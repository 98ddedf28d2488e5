import { defineStrings } from '@shoppable/ui';
import enUS from './en-US.json';

/**
 * The plan dialogs' and strips' strings per locale (free trial, upsell, influencer limits), apart
 * from the package's other strings: the dashboard's shell shows them on every page, and with the
 * package's whole table it loaded the legal pages' text there too. English, the fallback, in the
 * bundle; Hebrew loaded on demand.
 */
export const planStrings = { 'en-US': enUS, 'he-IL': () => import('./he-IL.json') };

/** Formats the plan dialogs' strings in the locale of the nearest I18nProvider (`{name}` filled). */
export const usePlanStrings = defineStrings<keyof typeof enUS>(planStrings);
