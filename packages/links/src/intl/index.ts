import { useLocalizedStringFormatter } from 'react-aria';
import enUS from './en-US.json';
import heIL from './he-IL.json';

/** The package's strings per locale; English is the fallback. */
export const strings = { 'en-US': enUS, 'he-IL': heIL };

/** Formats this package's strings in the locale of the nearest I18nProvider. */
export function useStrings() {
  return useLocalizedStringFormatter<keyof typeof enUS, string>(strings, '@shoppable/links');
}

/** Fills `{name}` placeholders of a formatted string with `values`. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
