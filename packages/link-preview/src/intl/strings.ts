import enUS from './en-US.json';
import heIL from './he-IL.json';

/** The package's strings per locale; English is the fallback. */
export const strings = { 'en-US': enUS, 'he-IL': heIL };

/** A locale the page is translated into. */
export type LinkPageLocale = keyof typeof strings;

/** A key of the page's strings. */
export type StringKey = keyof typeof enUS;

/** Formats one of the page's strings, filling `{name}` placeholders from `values`. */
export type FormatString = (key: StringKey, values?: Record<string, string | number>) => string;

/** The locale to use for any BCP 47 tag: Hebrew for `he*`, English otherwise. */
export function pageLocale(tag: string | null | undefined): LinkPageLocale {
  return tag?.toLowerCase().startsWith('he') ? 'he-IL' : 'en-US';
}

/** The string formatter of one locale; usable outside React (the server and the client script). */
export function stringFormatter(locale: LinkPageLocale): FormatString {
  const table: Record<string, string> = strings[locale];
  return (key, values) =>
    (table[key] ?? enUS[key]).replace(/\{(\w+)\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
}
