import { describe, expect, it } from 'vitest';
import { compactNumber } from './numbers';

describe('compactNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.23K'],
    [1235.5, '1.24K'],
    [999_994, '999.99K'],
    [999_995, '1M'],
    [2_500_000, '2.5M'],
    [7_000_000_000, '7B'],
    [3e12, '3T'],
    [4e15, '4P'],
    [5e18, '5E'],
    [5e21, '5000E'],
    [-1500, '-1.5K'],
    [Number.NaN, '0'],
  ])('%s → %s', (input, expected) => {
    expect(compactNumber(input)).toBe(expected);
  });
});
