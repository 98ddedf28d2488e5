import { describe, expect, it } from 'vitest';
import { strings } from './index';

describe('translations', () => {
  it('has the same keys in every locale', () => {
    const [english, ...others] = Object.values(strings).map((s) => Object.keys(s).sort());
    for (const keys of others) expect(keys).toEqual(english);
  });

  it('keeps every placeholder of the English text in each translation', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries(strings['en-US']))
      expect(names((strings['he-IL'] as Record<string, string>)[key] ?? '')).toEqual(
        names(english),
      );
  });
});
