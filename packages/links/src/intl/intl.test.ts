import { describe, expect, it } from 'vitest';
import { homeStrings } from './home';
import { magicStoreStrings } from './magicStore';
import { multilinkStrings } from './multilinks';
import { shortStrings } from './shorts';
import { strings } from './index';

/** Every locale's messages of a table, the ones loaded on demand imported. */
function load(
  table:
    | typeof strings
    | typeof homeStrings
    | typeof multilinkStrings
    | typeof magicStoreStrings
    | typeof shortStrings,
) {
  return Promise.all(
    Object.values(table).map(async (s): Promise<Record<string, string>> =>
      typeof s === 'function' ? (await s()).default : s,
    ),
  );
}

describe.each([
  ['the package', strings],
  ['the home widgets', homeStrings],
  ['the multilinks', multilinkStrings],
  ['Magic Store', magicStoreStrings],
  ['the shorts', shortStrings],
] as const)('translations of %s', (_name, table) => {
  it('has the same keys in every locale', async () => {
    const [english, ...others] = (await load(table)).map((s) => Object.keys(s).sort());
    expect(others).not.toHaveLength(0);
    for (const keys of others) expect(keys).toEqual(english);
  });
});

describe('the tables', () => {
  it('share no key: each screen reads its keys from one table', async () => {
    const tables = [strings, homeStrings, multilinkStrings, magicStoreStrings, shortStrings];
    const keys = (await Promise.all(tables.map(load))).flatMap(([english]) =>
      Object.keys(english!),
    );
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
