import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, formatMoney, listFormat, numberFormat } from './formatters';

describe('cached formatters', () => {
  it('gives the same formatter for the same locale and options', () => {
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(
      numberFormat('en-US', { style: 'currency', currency: 'USD' }),
    );
    expect(numberFormat('en-US')).toBe(numberFormat('en-US'));
    expect(dateTimeFormat('he-IL', { dateStyle: 'medium' })).toBe(
      dateTimeFormat('he-IL', { dateStyle: 'medium' }),
    );
    expect(listFormat('en-US', { type: 'disjunction' })).toBe(
      listFormat('en-US', { type: 'disjunction' }),
    );
    expect(collator('en-US', { numeric: true })).toBe(collator('en-US', { numeric: true }));
  });

  it('gives different formatters for different options or locales', () => {
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).not.toBe(
      numberFormat('en-US', { style: 'currency', currency: 'EUR' }),
    );
    expect(numberFormat('en-US')).not.toBe(numberFormat('he-IL'));
    expect(listFormat('en-US', { type: 'disjunction' })).not.toBe(
      listFormat('en-US', { type: 'conjunction' }),
    );
  });

  it('formats as the Intl formatter it stands for', () => {
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1234.5)).toBe(
      '$1,234.50',
    );
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(2)).toBe('€2.00');
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(0)).toBe(
      'Jan 1, 1970',
    );
    expect(listFormat('en-US', { type: 'disjunction' }).format(['PNG', 'JPEG', 'GIF'])).toBe(
      'PNG, JPEG, or GIF',
    );
    expect(['item 10', 'item 9'].sort(collator('en-US', { numeric: true }).compare)).toEqual([
      'item 9',
      'item 10',
    ]);
  });

  it('throws for an unknown currency every time, caching nothing', () => {
    const make = () => numberFormat('en-US', { style: 'currency', currency: 'NOT-A-CODE' });
    expect(make).toThrow(RangeError);
    expect(make).toThrow(RangeError);
  });

  it('starts afresh when full, so it never grows past its bound', () => {
    const first = numberFormat('en-US', { minimumIntegerDigits: 1, maximumSignificantDigits: 1 });
    for (let integer = 1; integer <= 21; integer += 1) {
      for (let significant = 1; significant <= 10; significant += 1) {
        numberFormat('en-US', {
          minimumIntegerDigits: integer,
          maximumSignificantDigits: significant,
        });
      }
    }
    expect(
      numberFormat('en-US', { minimumIntegerDigits: 1, maximumSignificantDigits: 1 }),
    ).not.toBe(first);
  });

  it('formats money, or says the amount and the code for a currency Intl does not know', () => {
    expect(formatMoney('en-US', 1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney('en-US', 12, 'NOT-A-CODE')).toBe('12 NOT-A-CODE');
  });
});
