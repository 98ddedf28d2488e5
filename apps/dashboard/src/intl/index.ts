import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import enUS from './en-US.json';
import heIL from './he-IL.json';

/** The dashboard's own strings per locale (navigation, shell, app start); English is the fallback. */
export const strings = { 'en-US': enUS, 'he-IL': heIL };

/** A key of the dashboard's strings. */
export type StringKey = keyof typeof enUS;

/** What `useStrings()` returns. */
export interface Strings {
  /** The string of `key`. */
  format: (key: StringKey) => string;
}

/** The strings of a locale: Hebrew for `he…`, English otherwise. */
export function stringsFor(locale: string): Strings {
  const table: Record<StringKey, string> = locale.startsWith('he') ? heIL : enUS;
  return { format: (key) => table[key] };
}

/** The dashboard's strings in the locale of the nearest I18nProvider. */
export function useStrings(): Strings {
  const { locale } = useLocale();
  return useMemo(() => stringsFor(locale), [locale]);
}
