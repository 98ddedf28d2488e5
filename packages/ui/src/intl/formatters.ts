/**
 * Shared `Intl` formatters. Making one looks up the locale's data and is slow; formatting
 * with one is fast. So each kind is made once per locale and options, then reused by every
 * render, row and call.
 */

/**
 * At most this many formatters of one kind are kept. Options come from code and currencies
 * from a short list, so the cache stays far below this; past it, it simply starts afresh.
 */
const maxCachedFormatters = 200;

function cached<Options, Formatter>(
  make: (locale: string, options?: Options) => Formatter,
): (locale: string, options?: Options) => Formatter {
  const cache = new Map<string, Formatter>();
  return (locale, options) => {
    const key = `${locale} ${JSON.stringify(options ?? {})}`;
    let formatter = cache.get(key);
    if (formatter === undefined) {
      // A constructor that throws (an unknown currency) caches nothing: the caller's catch runs.
      formatter = make(locale, options);
      if (cache.size >= maxCachedFormatters) cache.clear();
      cache.set(key, formatter);
    }
    return formatter;
  };
}

/** The shared `Intl.NumberFormat` for `locale` and `options`; throws as its constructor does. */
export const numberFormat = cached(
  (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** An amount in `currency` for `locale`, or `{amount} {currency}` for a code Intl does not know. */
export function formatMoney(locale: string, amount: number, currency: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The shared `Intl.DateTimeFormat` for `locale` and `options`. */
export const dateTimeFormat = cached(
  (locale: string, options?: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options),
);

/** The shared `Intl.ListFormat` for `locale` and `options` ("PNG, JPEG, or GIF"). */
export const listFormat = cached(
  (locale: string, options?: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);

/** The shared `Intl.Collator` for `locale` and `options`, for sorting text the locale's way. */
export const collator = cached(
  (locale: string, options?: Intl.CollatorOptions) => new Intl.Collator(locale, options),
);
