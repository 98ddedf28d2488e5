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
  /** The string of `key` with `{name}` placeholders filled from `values`. */
  format: (key: StringKey, values?: Record<string, string | number>) => string;
  /** The plural form of `key` (`key.one`, `key.other`) for `count`, with `{count}`-style values. */
  plural: (
    key: 'strip.trialDays',
    count: number,
    values?: Record<string, string | number>,
  ) => string;
}

/** The strings of a locale: Hebrew for `he…`, English otherwise. */
export function stringsFor(locale: string): Strings {
  const table: Record<StringKey, string> = locale.startsWith('he') ? heIL : enUS;
  const fill = (text: string, values: Record<string, string | number> = {}) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  const rules = new Intl.PluralRules(locale);
  return {
    format: (key, values) => fill(table[key], values),
    plural: (key, count, values) =>
      fill(table[`${key}.${rules.select(count) === 'one' ? 'one' : 'other'}`], values),
  };
}

/** The dashboard's strings in the locale of the nearest I18nProvider. */
export function useStrings(): Strings {
  const { locale } = useLocale();
  return useMemo(() => stringsFor(locale), [locale]);
}
