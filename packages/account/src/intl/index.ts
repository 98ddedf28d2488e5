import { useLocalizedStringFormatter } from 'react-aria';
import enUS from './en-US.json';
import heIL from './he-IL.json';

/** The package's strings per locale; English is the fallback. */
export const strings = { 'en-US': enUS, 'he-IL': heIL };

/** Formats this package's strings in the locale of the nearest I18nProvider. */
export function useStrings() {
  return useLocalizedStringFormatter<keyof typeof enUS, string>(strings, '@shoppable/account');
}

/** Puts `values` into a message's `{name}` placeholders (the formatter leaves plain strings as they are). */
export function fill(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
