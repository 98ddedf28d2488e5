import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { configure } from 'storybook/test';
import { clearFormDrafts, loadLocaleStrings } from '@shoppable/ui';

// Play functions wait up to 5 s (Testing Library's default is 1 s) for what appears late: a lazily
// loaded dialog, a popover's fade-in, mocked data. On a loaded 2-core CI machine one second was
// sometimes too short (a product picker's chunk), and a story that fails stops the whole run.
configure({ asyncUtilTimeout: 5000 });

const locales = { 'en-US': 'English', 'he-IL': 'עברית (Hebrew)' } as const;
type Locale = keyof typeof locales;

/** Sets `<html lang dir data-theme>` as the app does, so the whole preview mirrors and themes. */
function DocumentSettings({
  locale,
  theme,
  children,
}: {
  locale: Locale;
  theme: string;
  children: ReactNode;
}) {
  const dir = locale === 'he-IL' ? 'rtl' : 'ltr';
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = dir;
    root.dataset.theme = theme;
  }, [locale, dir, theme]);
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}

/** Applies the toolbar's locale (with its direction) and theme. */
const withLocaleAndTheme: Decorator = (Story, { globals }) => (
  <DocumentSettings
    locale={(globals.locale ?? 'en-US') as Locale}
    theme={globals.theme === 'dark' ? 'dark' : 'light'}
  >
    <Story />
  </DocumentSettings>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLocaleAndTheme],
  // Locales other than English load on demand: the story's loads before it renders.
  // Editors keep unsaved drafts in localStorage: a story starts without another story's.
  beforeEach: () => clearFormDrafts(),
  loaders: [mswLoader(), ({ globals }) => loadLocaleStrings((globals.locale ?? 'en-US') as Locale)],
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: Object.entries(locales).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en-US', theme: 'light' },
  parameters: {
    layout: 'padded',
    // Axe violations fail the story tests.
    // react-aria's live announcer (a hidden region it owns) keeps a pending button's note, labelled
    // by the button, for 7 s; once the button is gone axe flags the dangling reference. Its markup
    // is not ours, so axe leaves it out.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    viewport: {
      options: {
        phone: {
          name: 'Phone (390 px)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1440 px)',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
