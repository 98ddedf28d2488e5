import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { strings, useStrings } from './index';

/** Every locale's messages, the ones loaded on demand imported. */
const tables = await Promise.all(
  Object.values(strings).map(async (s) => (typeof s === 'function' ? (await s()).default : s)),
);

function Logout() {
  return <p>{useStrings().format('menu.logout')}</p>;
}

describe('translations', () => {
  it('has the same keys in every locale', () => {
    const [english, ...others] = tables.map((s) => Object.keys(s).sort());
    for (const keys of others) expect(keys).toEqual(english);
  });

  it('reads the locale’s table, Hebrew for he, English otherwise', () => {
    const { rerender } = render(
      <I18nProvider locale="he-IL">
        <Logout />
      </I18nProvider>,
    );
    expect(screen.getByText('התנתקות')).toBeInTheDocument();
    rerender(
      <I18nProvider locale="fr-FR">
        <Logout />
      </I18nProvider>,
    );
    expect(screen.getByText('Log out')).toBeInTheDocument();
  });
});
