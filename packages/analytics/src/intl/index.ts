import { LocalizedStringDictionary, LocalizedStringFormatter } from '@internationalized/string';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import enUS from './en-US.json';
import heIL from './he-IL.json';

/** The package's strings per locale; English is the fallback. */
export const strings = { 'en-US': enUS, 'he-IL': heIL };

const dictionary = new LocalizedStringDictionary<keyof typeof enUS, string>(strings);

/** Formats this package's strings in the locale of the nearest I18nProvider. */
export function useStrings() {
  const { locale } = useLocale();
  return useMemo(() => new LocalizedStringFormatter(locale, dictionary), [locale]);
}

/** Formats money in `currency` and percentages in the nearest I18nProvider's locale. */
export function useFormats(currency: string) {
  const { locale } = useLocale();
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 2,
    });
    const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return {
      money: (n: number) => money.format(n),
      percent: (n: number) => `${percent.format(n)}%`,
    };
  }, [locale, currency]);
}
