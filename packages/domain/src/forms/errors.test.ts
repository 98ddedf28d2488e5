import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formErrors } from './errors';

const schema = v.object({
  a: v.pipe(v.string(), v.nonEmpty('A empty'), v.minLength(3, 'A short')),
  b: v.object({ c: v.pipe(v.number(), v.minValue(1, 'C small')) }),
});

describe('formErrors', () => {
  it.each([
    [{ a: 'abc', b: { c: 1 } }, {}],
    [
      { a: '', b: { c: 0 } },
      { a: 'A empty', 'b.c': 'C small' },
    ],
    [{ a: 'ab', b: { c: 2 } }, { a: 'A short' }],
  ])('%o → %o', (input, expected) => {
    expect(formErrors(schema, input)).toEqual(expected);
  });
  it('keys whole-form issues by the empty path', () => {
    expect(Object.keys(formErrors(schema, 'nope'))).toEqual(['']);
  });
});
