import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nProvider } from 'react-aria-components';
import { afterAll, describe, expect, it } from 'vitest';
import { defineStrings, fillMessage } from './defineStrings';
import { loadLocaleStrings } from './registry';

// Hebrew strings that fail to load while this file runs; the registry outlives the file (test
// files share a worker), and the next file's set-up loads every locale.
let offline = true;
afterAll(() => {
  offline = false;
});

const useStrings = defineStrings<'greeting' | 'plain'>({
  'en-US': { greeting: 'Hello {name}, {count} new', plain: 'Save' },
  'he-IL': { greeting: 'שלום {name}, {count} חדשים', plain: 'שמירה' },
});

function Greeting() {
  const strings = useStrings();
  return (
    <p>
      {strings.format('greeting', { name: 'Maya', count: 3 })} · {strings.format('plain')}
    </p>
  );
}

describe('fillMessage', () => {
  it('puts values into placeholders and leaves unknown ones as written', () => {
    expect(fillMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fillMessage('no slots')).toBe('no slots');
  });
});

describe('defineStrings', () => {
  it('formats in the locale of the nearest I18nProvider and fills placeholders', () => {
    const { rerender } = render(
      <I18nProvider locale="en-US">
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('Hello Maya, 3 new · Save')).toBeInTheDocument();
    rerender(
      <I18nProvider locale="he-IL">
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('שלום Maya, 3 חדשים · שמירה')).toBeInTheDocument();
  });
});

describe('defineStrings with a locale loaded on demand', () => {
  it('loads the locale with loadLocaleStrings, Hebrew after it is in', async () => {
    let imports = 0;
    const useLazy = defineStrings<'plain'>({
      'en-US': { plain: 'Save' },
      'he-IL': async () => {
        imports += 1;
        return { default: { plain: 'שמירה' } };
      },
    });
    function Plain() {
      return <p>{useLazy().format('plain')}</p>;
    }
    await loadLocaleStrings('he-IL');
    await loadLocaleStrings('he-IL');
    expect(imports).toBe(1);
    render(
      <I18nProvider locale="he-IL">
        <Plain />
      </I18nProvider>,
    );
    expect(screen.getByText('שמירה')).toBeInTheDocument();
  });

  it('suspends a screen rendered before its locale loaded, then shows the translation', async () => {
    let arrive: (messages: { default: { plain: string } }) => void = () => undefined;
    const useLazy = defineStrings<'plain'>({
      'en-US': { plain: 'Save' },
      'he-IL': () => new Promise((resolve) => (arrive = resolve)),
    });
    function Plain() {
      return <p>{useLazy().format('plain')}</p>;
    }
    // Rendered in an awaited act: React retries a suspended render only there.
    await act(async () => {
      render(
        <I18nProvider locale="he-IL">
          <Suspense fallback={<p>Loading</p>}>
            <Plain />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Save')).not.toBeInTheDocument();
    await act(async () => {
      arrive({ default: { plain: 'שמירה' } });
      await loadLocaleStrings('he-IL');
    });
    expect(screen.getByText('שמירה')).toBeInTheDocument();
  });

  it('falls back to English when the locale fails to load, and loadLocaleStrings rejects', async () => {
    const useBroken = defineStrings<'plain'>({
      'en-US': { plain: 'Save' },
      'he-IL': () =>
        offline
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ default: { plain: 'שמירה' } }),
    });
    function Plain() {
      return <p>{useBroken().format('plain')}</p>;
    }
    await expect(loadLocaleStrings('he-IL')).rejects.toThrow('offline');
    render(
      <I18nProvider locale="he-IL">
        <Plain />
      </I18nProvider>,
    );
    expect(screen.getByText('Save')).toBeInTheDocument();
  });
});
