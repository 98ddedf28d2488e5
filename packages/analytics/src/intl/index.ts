import { defineStrings, numberFormat } from '@shoppable/ui';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import enUS from './en-US.json';

/** The package's strings per locale: English, the fallback, in the bundle; Hebrew loaded on demand. */
export const strings = { 'en-US': enUS, 'he-IL': () => import('./he-IL.json') };

/** Formats this package's strings in the locale of the nearest I18nProvider. */
export const useStrings = defineStrings<keyof typeof enUS>(strings);

/** Formats money in `currency`, plain counts and percentages in the nearest I18nProvider's locale. */
export function useFormats(currency: string) {
  const { locale } = useLocale();
  return useMemo(() => {
    const money = numberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 2,
    });
    const percent = numberFormat(locale, { maximumFractionDigits: 2 });
    const count = numberFormat(locale, { maximumFractionDigits: 2 });
    return {
      count: (n: number) => count.format(n),
      money: (n: number) => money.format(n),
      percent: (n: number) => `${percent.format(n)}%`,
    };
  }, [locale, currency]);
}
