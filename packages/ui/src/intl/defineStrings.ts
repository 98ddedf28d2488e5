import { LocalizedStringDictionary, LocalizedStringFormatter } from '@internationalized/string';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

/** Values put into a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A package's messages in its locales; `en-US` holds every key and is the fallback. */
export type Messages<K extends string> = { 'en-US': Record<K, string> } & Record<
  string,
  Record<K, string>
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

/**
 * Creates a package's `useStrings()` hook over its `intl/*.json` messages: the locale comes from
 * the nearest react-aria `I18nProvider`, and `format(key, values)` fills `{name}` placeholders
 * (the underlying formatter leaves plain strings as they are).
 */
export function defineStrings<K extends string>(messages: Messages<K>): () => Strings<K> {
  const dictionary = new LocalizedStringDictionary<K, string>(messages, 'en-US');
  return function useStrings() {
    const { locale } = useLocale();
    return useMemo(() => {
      const formatter = new LocalizedStringFormatter<K, string>(locale, dictionary);
      return { locale, format: (key, values) => fillMessage(formatter.format(key), values) };
    }, [locale]);
  };
}
