import { describe, expect, it } from 'vitest';
import { strings } from './index';
import { homeStrings } from './home';
import { planStrings } from './plans';
import { signInStrings } from './signIn';

/** A string table: every locale's messages, the English ones in the bundle. */
type Table = Record<
  string,
  Record<string, string> | (() => Promise<{ default: Record<string, string> }>)
>;

/** Every locale's messages of a table, the ones loaded on demand imported. */
function load(table: Table) {
  return Promise.all(
    Object.values(table).map(async (s) => (typeof s === 'function' ? (await s()).default : s)),
  );
}

const tables = [
  ['the package', strings],
  ['the sign-in screens', signInStrings],
  ['the plan dialogs', planStrings],
  ['the home page', homeStrings],
] as const;

describe.each(tables)('translations of %s', (_name, table) => {
  it('has the same keys in every locale', async () => {
    const [english, ...others] = (await load(table)).map((s) => Object.keys(s).sort());
    expect(others).not.toHaveLength(0);
    for (const keys of others) expect(keys).toEqual(english);
  });
});

describe('the tables', () => {
  it('share no key: each screen reads one table', async () => {
    const loaded = await Promise.all(tables.map(([, table]) => load(table)));
    const english = loaded.map(([messages]) => Object.keys(messages!));
    const all = english.flat();
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
  });
});
