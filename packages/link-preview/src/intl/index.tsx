import { createContext, useContext, type ReactNode } from 'react';
import { stringFormatter, type FormatString, type LinkPageLocale } from './strings';

export { pageLocale, stringFormatter, strings } from './strings';
export type { FormatString, LinkPageLocale, StringKey } from './strings';

const LocaleContext = /* @__PURE__ */ createContext<LinkPageLocale>('en-US');

/** Props of LinkPageLocaleProvider. */
export interface LinkPageLocaleProviderProps {
  /** The locale of the page's strings. */
  locale: LinkPageLocale;
  /** The page. */
  children: ReactNode;
}

/** Sets the locale of every link-preview component inside (no react-aria: a plain context). */
export function LinkPageLocaleProvider({ locale, children }: LinkPageLocaleProviderProps) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The current locale of the link page. */
export function useLocale(): LinkPageLocale {
  return useContext(LocaleContext);
}

/** Formats this package's strings in the locale of the nearest LinkPageLocaleProvider. */
export function useStrings(): FormatString {
  return stringFormatter(useLocale());
}
