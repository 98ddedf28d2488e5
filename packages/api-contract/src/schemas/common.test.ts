import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints';
import { latestQueryDay, MAX_PAGE_COUNT, pageQuery, queryDay, text } from './common';

const messageOf = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.[0]?.message;

describe('text', () => {
  it('accepts any well-formed text, emoji and right-to-left included', () => {
    for (const value of ['', 'plain', 'שלום', '👩🏽‍💻 ok', 'tab\tand\nnewline', '\u{10FFFF}']) {
      expect(v.is(text, value)).toBe(true);
    }
  });

  it('refuses NUL characters and unpaired surrogates, naming the problem', () => {
    for (const value of ['a\u0000b', '\uD800', 'x\uDC00', '\uDC00\uD800', '😀'.slice(0, 1)]) {
      expect(messageOf(text, value)).toBe('must not contain NUL or unpaired surrogate characters');
    }
  });

  it('guards every string of a request body, so the client refuses what the server would', () => {
    const result = v.safeParse(endpoints.login.body, { username: 'demo\u0000', password: 'x' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['username', 'must not contain NUL or unpaired surrogate characters'],
    ]);
  });
});

describe('query days', () => {
  it('accept days from 2023-01-01 to tomorrow', () => {
    for (const day of ['2023-01-01', '2024-02-29', latestQueryDay(), '2024-05-01T10:00:00Z']) {
      expect(v.is(queryDay, day)).toBe(true);
    }
  });

  it('refuse days outside the range or not on the calendar', () => {
    expect(messageOf(queryDay, '1000-01-01')).toBe('must not be before 2023-01-01');
    expect(messageOf(queryDay, '2022-12-31')).toBe('must not be before 2023-01-01');
    expect(messageOf(queryDay, '9999-12-31')).toBe('must not be after tomorrow');
    const dayAfterTomorrow = latestQueryDay(Date.now() + 24 * 60 * 60 * 1000);
    expect(messageOf(queryDay, dayAfterTomorrow)).toBe('must not be after tomorrow');
    for (const day of ['2023-02-30', '2023-13-01', '20230101', 'today', '2023-01-01; drop']) {
      expect(messageOf(queryDay, day)).toBe('must be a yyyy-mm-dd day');
    }
  });
});

describe('page queries', () => {
  it('take counts from 1 to the largest page and offsets from 0', () => {
    expect(v.parse(pageQuery, { count: '28', skip: '0' })).toEqual({ count: 28, skip: 0 });
    expect(v.is(pageQuery, { count: MAX_PAGE_COUNT })).toBe(true);
  });

  it('refuse counts that would answer whole tables', () => {
    expect(messageOf(pageQuery, { count: '1000000000' })).toBe(`must be at most ${MAX_PAGE_COUNT}`);
    expect(messageOf(pageQuery, { count: 1e9 })).toBe(`must be at most ${MAX_PAGE_COUNT}`);
    expect(messageOf(pageQuery, { count: '0' })).toBe('must be at least 1');
    expect(messageOf(pageQuery, { count: 2.5 })).toBe('must be a whole number');
    expect(messageOf(pageQuery, { skip: '1e9' })).toBeDefined();
    expect(messageOf(endpoints.listLinks.query, { count: '101' })).toBe('must be at most 100');
  });
});
