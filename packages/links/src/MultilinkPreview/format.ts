import { numberFormat } from '@shoppable/ui';

/** An amount in the multilink's currency, or `{amount} {currency}` for a code Intl does not know. */
export function money(locale: string, amount: number, currency: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
