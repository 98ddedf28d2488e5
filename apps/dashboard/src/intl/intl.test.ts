import { describe, expect, it } from 'vitest';
import { strings, stringsFor } from './index';

describe('translations', () => {
  it('has the same keys in every locale', () => {
    const [english, ...others] = Object.values(strings).map((s) => Object.keys(s).sort());
    for (const keys of others) expect(keys).toEqual(english);
  });

  it('fills placeholders and picks the plural form', () => {
    const en = stringsFor('en-US');
    expect(en.plural('strip.trialDays', 1, { days: 1 })).toBe('1 day left in your free trial');
    expect(en.plural('strip.trialDays', 5, { days: 5 })).toBe('5 days left in your free trial');
    expect(stringsFor('he-IL').format('menu.logout')).toBe('התנתקות');
  });
});
