import { describe, expect, it } from 'vitest';
import { createButtonStrings } from './createButton';
import { strings } from './index';

/** Every locale's messages of a table, the ones loaded on demand imported. */
function load(table: typeof strings | typeof createButtonStrings) {
  return Promise.all(
    Object.values(table).map(async (s): Promise<Record<string, string>> =>
      typeof s === 'function' ? (await s()).default : s,
    ),
  );
}

describe.each([
  ['the package', strings],
  ['the create button', createButtonStrings],
] as const)('translations of %s', (_name, table) => {
  it('has the same keys in every locale', async () => {
    const [english, ...others] = (await load(table)).map((s) => Object.keys(s).sort());
    expect(others).not.toHaveLength(0);
    for (const keys of others) expect(keys).toEqual(english);
  });
});

describe('the two tables', () => {
  it('share no key: each screen reads one table', async () => {
    const [[main], [button]] = await Promise.all([load(strings), load(createButtonStrings)]);
    expect(Object.keys(button!).filter((key) => Object.hasOwn(main!, key))).toEqual([]);
  });
});
