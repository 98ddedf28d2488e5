import { describe, expect, it } from 'vitest';
import { pageLocale, stringFormatter, strings } from './index';

describe('translations', () => {
  it('has the same keys in every locale', () => {
    const [english, ...others] = Object.values(strings).map((s) => Object.keys(s).sort());
    for (const keys of others) expect(keys).toEqual(english);
  });

  it('fills placeholders and keeps unknown ones', () => {
    const t = stringFormatter('en-US');
    expect(t('cart.count', { count: 3 })).toBe('3 items in your cart');
    expect(t('cart.remove')).toBe('Remove {title}');
  });

  it('picks Hebrew for any he tag and English otherwise', () => {
    expect(pageLocale('he')).toBe('he-IL');
    expect(pageLocale('fr-FR')).toBe('en-US');
    expect(pageLocale(undefined)).toBe('en-US');
  });
});
