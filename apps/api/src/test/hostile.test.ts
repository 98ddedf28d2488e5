import { describe, expect, it } from 'vitest';
import { allCases } from './cases';
import { prepareCallers, send, type CaseContext } from './contract';
import { sharedTestDatabase, testApp } from './setup';

const database = sharedTestDatabase();
let context: CaseContext | undefined;
const ctx = async () => {
  if (!context) context = await prepareCallers(database().db, testApp(database()));
  return context;
};

/** The dot paths of the string leaves of a JSON value. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, i) => stringPaths(item, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/** `value` with the string at `path` replaced. */
function replaced(value: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value))
    return value.map((item, i) => (String(i) === head ? replaced(item, rest, text) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaced(record[head], rest, text) };
}

/** The endpoints whose valid body had text to poison. */
const exercised = new Set<string>();

const HOSTILE = { nul: 'a\u0000b', 'lone surrogate': 'a\uD800b' };
const jsonCases = allCases.filter(
  (c) => c.endpoint.body && c.endpoint.requestFormat !== 'multipart',
);

describe('hostile text in any field of any body', () => {
  it.each(jsonCases.map((c) => [c.endpoint.name, c] as const))(
    '%s refuses NUL and unpaired surrogates with a 400 naming the field',
    async (_name, testCase) => {
      const c = await ctx();
      const caller = testCase.endpoint.access === 'public' ? 'none' : 'admin';
      const request = await testCase.request(c);
      const paths = stringPaths(request.body);
      const outcomes: string[] = [];
      for (const path of paths) {
        for (const [kind, text] of Object.entries(HOSTILE)) {
          const response = await send(
            c,
            testCase.endpoint,
            { ...request, body: replaced(request.body, path, text) },
            caller,
          );
          const body = (await response.json()) as { error: string | null };
          const named = body.error?.includes(`"${path.join('.')}"`) ?? false;
          if (response.status !== 400 || !named) {
            outcomes.push(`${path.join('.')} (${kind}): ${response.status} ${body.error}`);
          }
        }
      }
      if (paths.length > 0) exercised.add(testCase.endpoint.name);
      expect(outcomes).toEqual([]);
    },
  );

  it('reached the text fields of nearly every body (a valid body may leave optional text out)', () => {
    expect(exercised.size).toBeGreaterThanOrEqual(jsonCases.length - 3);
  });
});
