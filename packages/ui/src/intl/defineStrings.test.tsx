import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { defineStrings, fillMessage } from './defineStrings';

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
