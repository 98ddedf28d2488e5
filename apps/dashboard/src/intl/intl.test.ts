import { describe, expect, it } from 'vitest';
import { strings, stringsFor } from './index';

describe('translations', () => {
  it('has the same keys in every locale', () => {
    const [english, ...others] = Object.values(strings).map((s) => Object.keys(s).sort());
    for (const keys of others) expect(keys).toEqual(english);
  });

  it('reads the locale’s table, Hebrew for he, English otherwise', () => {
    expect(stringsFor('he-IL').format('menu.logout')).toBe('התנתקות');
    expect(stringsFor('fr-FR').format('menu.logout')).toBe('Log out');
  });
});
