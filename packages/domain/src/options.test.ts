import { describe, expect, it } from 'vitest';
import {
  isOptionValueVerified,
  optionPage,
  optionSummary,
  optionValueMark,
  setOptionType,
  setOptionValue,
  sortOptionValues,
} from './options';
import type { OptionMap, OptionType, OptionValue, ProductOption } from './options';

describe('isOptionValueVerified / optionValueMark', () => {
  it.each([
    ['COLOR', { hex_value: '#FF0000' }, true, 'verified'],
    ['COLOR', { hex_value: '#f00' }, true, 'verified'],
    ['COLOR', { hex_value: 'red' }, false, 'unverified'],
    ['COLOR', { hex_value: '' }, false, 'empty'],
    ['COLOR', { hex_value: null, text_value: 'Red' }, false, 'empty'],
    ['TEXT', { text_value: 'XL' }, true, 'verified'],
    ['TEXT', { text_value: '  ' }, false, 'empty'],
    ['TEXT', {}, false, 'empty'],
    ['TEXT', { hex_value: '#000' }, false, 'empty'],
  ] as Array<[OptionType, OptionValue, boolean, string]>)('%s %o', (type, v, verified, mark) => {
    expect(isOptionValueVerified(type, v)).toBe(verified);
    expect(optionValueMark(type, v)).toBe(mark);
  });
});

const colour: ProductOption = {
  type: 'COLOR',
  values: {
    Red: { hex_value: '#f00' },
    Blue: {},
    Green: { hex_value: '#0f0' },
    Pink: { hex_value: 'pinkish' },
  },
};

describe('optionSummary', () => {
  it.each([
    [colour, { verified: 2, total: 4, allVerified: false, header: '2 not verified out of 4' }],
    [
      { type: 'TEXT', values: { S: { text_value: 'Small' } } },
      { verified: 1, total: 1, allVerified: true, header: '' },
    ],
    [
      { type: 'TEXT', values: {} },
      { verified: 0, total: 0, allVerified: true, header: '' },
    ],
  ] as Array<[ProductOption, ReturnType<typeof optionSummary>]>)('%o', (o, expected) => {
    expect(optionSummary(o)).toEqual(expected);
  });
});

describe('sortOptionValues', () => {
  it('puts unverified first, keeping order', () => {
    expect(sortOptionValues(colour)).toEqual(['Blue', 'Pink', 'Red', 'Green']);
  });
});

describe('optionPage', () => {
  const names = Array.from({ length: 17 }, (_, i) => `v${i}`);
  it.each([
    [
      names,
      0,
      {
        first: 'v0',
        count: 8,
        page: 0,
        pageCount: 3,
        hasPrevious: false,
        hasNext: true,
        fixedHeight: true,
      },
    ],
    [
      names,
      1,
      {
        first: 'v8',
        count: 8,
        page: 1,
        pageCount: 3,
        hasPrevious: true,
        hasNext: true,
        fixedHeight: true,
      },
    ],
    [
      names,
      2,
      {
        first: 'v16',
        count: 1,
        page: 2,
        pageCount: 3,
        hasPrevious: true,
        hasNext: false,
        fixedHeight: true,
      },
    ],
    [
      names,
      9,
      {
        first: 'v16',
        count: 1,
        page: 2,
        pageCount: 3,
        hasPrevious: true,
        hasNext: false,
        fixedHeight: true,
      },
    ],
    [
      names,
      -1,
      {
        first: 'v0',
        count: 8,
        page: 0,
        pageCount: 3,
        hasPrevious: false,
        hasNext: true,
        fixedHeight: true,
      },
    ],
    [
      names.slice(0, 8),
      0,
      {
        first: 'v0',
        count: 8,
        page: 0,
        pageCount: 1,
        hasPrevious: false,
        hasNext: false,
        fixedHeight: false,
      },
    ],
    [
      [],
      0,
      {
        first: undefined,
        count: 0,
        page: 0,
        pageCount: 1,
        hasPrevious: false,
        hasNext: false,
        fixedHeight: false,
      },
    ],
  ])('%#', (list, page, expected) => {
    const r = optionPage(list, page);
    expect({
      first: r.items[0],
      count: r.items.length,
      page: r.page,
      pageCount: r.pageCount,
      hasPrevious: r.hasPrevious,
      hasNext: r.hasNext,
      fixedHeight: r.fixedHeight,
    }).toEqual(expected);
  });
});

describe('setOptionType / setOptionValue', () => {
  const map: OptionMap = { Color: colour, Size: { type: 'TEXT', values: { S: {} } } };
  it('changes type and resets to page 0', () => {
    const r = setOptionType(map, 'Color', 'TEXT');
    expect(r.page).toBe(0);
    expect(r.map.Color?.type).toBe('TEXT');
    expect(map.Color?.type).toBe('COLOR');
    expect(setOptionType(map, 'Missing', 'TEXT').map).toBe(map);
  });
  it.each([
    ['Color', 'Blue', '#00f', { hex_value: '#00f' }],
    ['Size', 'S', 'Small', { text_value: 'Small' }],
    ['Size', 'M', 'Medium', { text_value: 'Medium' }],
  ])('%s.%s = %s', (name, value, input, expected) => {
    expect(setOptionValue(map, name, value, input)[name]?.values[value]).toEqual(expected);
  });
  it('ignores an unknown option', () => {
    expect(setOptionValue(map, 'Missing', 'x', 'y')).toBe(map);
  });
});
