import { describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '../test/setup';
import { hot, literal, runHot } from './hot';

const database = sharedTestDatabase();

const ECHO = hot('test_echo', ['text', 'text[]'], 'select $1 as one, $2 as many');

describe('hot statements', () => {
  it('quotes literals as pg does', () => {
    expect(literal('plain')).toBe("'plain'");
    expect(literal("it's")).toBe("'it''s'");
    expect(literal('back\\slash')).toBe(" E'back\\\\slash'");
  });

  it('sends any text through unchanged (no injection through quotes or backslashes)', async () => {
    const tricky = [
      "'; drop table links; --",
      "\\'; select 1; --",
      'back\\slash\\',
      '$1 $$ $tag$',
      'ünïcödé ✓ 😀',
      '',
    ];
    for (const value of tricky) {
      const [row] = await runHot<{ one: string; many: string[] }>(database().db, ECHO, [
        value,
        [value, 'x'],
      ]);
      expect(row?.one).toBe(value);
      expect(row?.many).toEqual([value, 'x']);
    }
    const [empty] = await runHot<{ one: string | null; many: string[] }>(database().db, ECHO, [
      null,
      [],
    ]);
    expect(empty).toEqual({ one: null, many: [] });
  });

  it('prepares a statement once even when the first calls run together', async () => {
    const SAME = hot('test_together', ['text'], 'select $1 as v');
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((v) => runHot<{ v: string }>(database().db, SAME, [v])),
    );
    expect(answers.map(([row]) => row?.v)).toEqual(['a', 'b', 'c']);
  });
});
