import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { loadLocaleStrings } from '@shoppable/ui';
import { I18nProvider, isRTL } from 'react-aria-components';

/** The languages of the dashboard (DESIGN.md §4). */
export const LOCALES = ['en-US', 'he-IL'] as const;

/** A language of the dashboard. */
export type AppLocale = (typeof LOCALES)[number];

/** Where the language chosen in the user menu is remembered. */
export const LOCALE_STORAGE_KEY = 'locale';

/** The remembered language, else Hebrew for a Hebrew browser, else English. */
export function initialLocale(
  storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null,
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): AppLocale {
  const stored = storage?.getItem(LOCALE_STORAGE_KEY);
  if (stored === 'en-US' || stored === 'he-IL') return stored;
  return languages[0]?.toLowerCase().startsWith('he') ? 'he-IL' : 'en-US';
}

interface LocaleValue {
  locale: AppLocale;
  setLocale: (locale: AppLocale) => void;
}

const LocaleContext = createContext<LocaleValue | null>(null);

/**
 * The app's language: react-aria's I18nProvider (locale and direction), `<html lang dir>`
 * following it, and the choice remembered in local storage. A new language switches once its
 * strings have loaded; the first one should be loaded before the first render
 * (`loadLocaleStrings(initialLocale())`), else the screens suspend until it is.
 */
export function LocaleProvider({
  children,
  defaultLocale,
}: {
  children: ReactNode;
  defaultLocale?: AppLocale;
}) {
  const [locale, setState] = useState<AppLocale>(() => defaultLocale ?? initialLocale());
  // The language's strings load first (no English flash); if they cannot, the language stays.
  const setLocale = useCallback((next: AppLocale) => {
    loadLocaleStrings(next).then(
      () => {
        globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, next);
        setState(next);
      },
      (error: unknown) => console.error(error),
    );
  }, []);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = isRTL(locale) ? 'rtl' : 'ltr';
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

/** The app's language and the function that switches it. */
export function useAppLocale(): LocaleValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useAppLocale needs a <LocaleProvider> above it');
  return value;
}
