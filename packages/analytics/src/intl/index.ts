import { defineStrings } from '@shoppable/ui';
import enUS from './en-US.json';

/** The package's strings per locale: English, the fallback, in the bundle; Hebrew loaded on demand. */
export const strings = { 'en-US': enUS, 'he-IL': () => import('./he-IL.json') };

/** Formats this package's strings in the locale of the nearest I18nProvider. */
export const useStrings = defineStrings<keyof typeof enUS>(strings);

export { useFormats } from './formats';
