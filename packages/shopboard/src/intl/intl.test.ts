import { describe, expect, it } from 'vitest';
import { strings } from './index';

/** Every locale's messages, the ones loaded on demand imported. */
const tables = await Promise.all(
  Object.values(strings).map(async (s) => (typeof s === 'function' ? (await s()).default : s)),
);

describe('translations', () => {
  it('has the same keys in every locale', () => {
    const [english, ...others] = tables.map((s) => Object.keys(s).sort());
    for (const keys of others) expect(keys).toEqual(english);
  });
});
