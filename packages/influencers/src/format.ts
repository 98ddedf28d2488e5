import { numberFormat } from '@shoppable/ui';

/** The user's local day as yyyy-mm-dd. */
export function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Money in `currency` for `locale`; a plain number when the currency code is not one Intl knows. */
export function formatMoney(value: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  }
}
