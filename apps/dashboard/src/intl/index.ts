import { defineStrings } from '@shoppable/ui';
import enUS from './en-US.json';

/**
 * The dashboard's own strings per locale (navigation, shell, app start): English, the fallback,
 * in the bundle; Hebrew loaded on demand.
 */
export const strings = { 'en-US': enUS, 'he-IL': () => import('./he-IL.json') };

/** A key of the dashboard's strings. */
export type StringKey = keyof typeof enUS;

/** The dashboard's strings in the locale of the nearest I18nProvider. */
export const useStrings = defineStrings<StringKey>(strings);
