import { LocalizedStringDictionary, LocalizedStringFormatter } from '@internationalized/string';
import { use, useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { definitions, requestedLocales } from './registry';

/** Values put into a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A locale's messages, or a function importing them on demand (`() => import('./he-IL.json')`). */
export type MessagesSource<K extends string> =
  Record<K, string> | (() => Promise<{ default: Record<K, string> }>);

/**
 * A package's messages in its locales: `en-US` holds every key, is the fallback and is always in
 * the bundle; the other locales may be dynamic imports, loaded only when the locale is used.
 */
export type Messages<K extends string> = { 'en-US': Record<K, string> } & Record<
  string,
  MessagesSource<K>
>;

/** Formats a package's messages in the current locale. */
export interface Strings<K extends string> {
  /** The locale the messages are in. */
  locale: string;
  /** The message `key`, with `values` put into its `{name}` placeholders. */
  format(key: K, values?: MessageValues): string;
}

/** Puts `values` into a message's `{name}` placeholders; unknown names stay as written. */
export function fillMessage(message: string, values: MessageValues = {}): string {
  return message.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}

/** The package's locale serving `locale`: the same tag, else the same language, else none. */
function matchLocale(locales: readonly string[], locale: string): string | undefined {
  if (locales.includes(locale)) return locale;
  const language = locale.split('-')[0]!.toLowerCase();
  return locales.find((candidate) => candidate.split('-')[0]!.toLowerCase() === language);
}

/**
 * Creates a package's `useStrings()` hook over its `intl/*.json` messages: the locale comes from
 * the nearest react-aria `I18nProvider`, and `format(key, values)` fills `{name}` placeholders
 * (the underlying formatter leaves plain strings as they are). Locales given as dynamic imports
 * load with `loadLocaleStrings`; a component rendering in a locale not loaded yet suspends
 * until it is, and one whose messages failed to load falls back to English.
 */
export function defineStrings<K extends string>(messages: Messages<K>): () => Strings<K> {
  const locales = Object.keys(messages);
  const loaded: Record<string, Record<K, string>> = {};
  for (const [locale, source] of Object.entries(messages))
    if (typeof source !== 'function') loaded[locale] = source as Record<K, string>;
  /** Each locale's load in progress, and the same settling without error (what a render awaits). */
  const pending = new Map<string, { load: Promise<void>; settled: Promise<void> }>();
  const failed = new Set<string>();
  let dictionary = new LocalizedStringDictionary<K, string>({ ...loaded }, 'en-US');

  /** The load of `locale`'s messages, or none when they are in, failed or do not exist. */
  function start(locale: string) {
    const match = matchLocale(locales, locale);
    if (!match || loaded[match] || failed.has(match)) return undefined;
    let current = pending.get(match);
    if (!current) {
      const source = messages[match] as () => Promise<{ default: Record<K, string> }>;
      const load = source().then(
        (module) => {
          loaded[match] = module.default;
          // A new dictionary: the old one remembers the English fallback it served for `match`.
          dictionary = new LocalizedStringDictionary<K, string>({ ...loaded }, 'en-US');
          pending.delete(match);
        },
        (error: unknown) => {
          failed.add(match);
          pending.delete(match);
          throw error;
        },
      );
      current = { load, settled: load.catch(() => undefined) };
      pending.set(match, current);
    }
    return current;
  }

  definitions.add({
    locales,
    load(locale) {
      // Asked for again (the user picks the language once more): a failed load is retried.
      const match = matchLocale(locales, locale);
      if (match) failed.delete(match);
      return start(locale)?.load ?? Promise.resolve();
    },
  });
  for (const locale of requestedLocales) void start(locale)?.settled;

  return function useStrings() {
    const { locale } = useLocale();
    const loading = start(locale);
    // Suspends until the locale's messages arrive; a failed load renders the English fallback.
    if (loading) use(loading.settled);
    const current = dictionary;
    return useMemo(() => {
      const formatter = new LocalizedStringFormatter<K, string>(locale, current);
      return { locale, format: (key, values) => fillMessage(formatter.format(key), values) };
    }, [locale, current]);
  };
}
