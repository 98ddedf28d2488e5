import { LocalizedStringDictionary, LocalizedStringFormatter } from '@internationalized/string';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import enUS from './en-US.json';
import heIL from './he-IL.json';

/** The package's strings per locale; English is the fallback. */
export const strings = { 'en-US': enUS, 'he-IL': heIL };

/** A key of this package's strings. */
export type StringKey = keyof typeof enUS;

const dictionary = new LocalizedStringDictionary<StringKey, string>(strings, 'en-US');

/** Formats this package's strings in the locale of the nearest I18nProvider. */
export function useStrings(): LocalizedStringFormatter<StringKey, string> {
  const { locale } = useLocale();
  return useMemo(() => new LocalizedStringFormatter(locale, dictionary), [locale]);
}

/** Puts `values` into a message's `{name}` placeholders (the formatter leaves plain strings as they are). */
export function fill(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
