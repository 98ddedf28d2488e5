import { describe, expect, it } from 'vitest';
import { strings } from './index';

describe('translations', () => {
  it('has the same keys in every locale', () => {
    const [english, ...others] = Object.values(strings).map((s) => Object.keys(s).sort());
    for (const keys of others) expect(keys).toEqual(english);
  });
});
