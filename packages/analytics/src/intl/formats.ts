import { numberFormat } from '@shoppable/ui';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

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
