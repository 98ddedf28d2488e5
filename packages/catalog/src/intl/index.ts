import { defineStrings } from '@shoppable/ui';
import enUS from './en-US.json';
import heIL from './he-IL.json';

/** The package's strings per locale; English is the fallback. */
export const strings = { 'en-US': enUS, 'he-IL': heIL };

/** A key of this package's strings. */
export type StringKey = keyof typeof enUS;

/** Formats this package's strings in the locale of the nearest I18nProvider (`{name}` filled). */
export const useStrings = defineStrings<StringKey>(strings);
