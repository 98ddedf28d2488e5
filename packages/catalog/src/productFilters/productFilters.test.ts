import { beforeEach, describe, expect, it } from 'vitest';
import {
  colorOptionOf,
  defaultProductFilters,
  isDraftProduct,
  matchesStatus,
  readProductFilters,
  saveProductFilters,
  toProductSearch,
} from './productFilters';

beforeEach(() => localStorage.clear());

describe('saved product filters', () => {
  it('starts with only active on, out of stock on and search in tags off', () => {
    expect(readProductFilters()).toEqual({
      status: 'active',
      includeOutOfStock: true,
      searchInTags: false,
    });
    expect(defaultProductFilters).toEqual(readProductFilters());
  });

  it('remembers the filters under searchProductFilters', () => {
    saveProductFilters({ status: 'draft', includeOutOfStock: false, searchInTags: true });
    expect(JSON.parse(localStorage.getItem('searchProductFilters')!)).toEqual({
      only_active: false,
      outOfStock: false,
      searchInTags: true,
      status: 'draft',
    });
    expect(readProductFilters()).toEqual({
      status: 'draft',
      includeOutOfStock: false,
      searchInTags: true,
    });
  });

  it('reads the spec fields without a status', () => {
    localStorage.setItem(
      'searchProductFilters',
      JSON.stringify({ only_active: false, outOfStock: true, searchInTags: true }),
    );
    expect(readProductFilters()).toEqual({
      status: 'all',
      includeOutOfStock: true,
      searchInTags: true,
    });
  });

  it('falls back to the defaults on malformed storage', () => {
    localStorage.setItem('searchProductFilters', '{not json');
    expect(readProductFilters()).toEqual(defaultProductFilters);
    localStorage.setItem('searchProductFilters', JSON.stringify({ status: 'x', outOfStock: 'no' }));
    expect(readProductFilters()).toEqual(defaultProductFilters);
  });
});

describe('product search query', () => {
  it('asks the server for active products only under the active filter', () => {
    expect(toProductSearch('shirt', { ...defaultProductFilters, searchInTags: true })).toEqual({
      q: 'shirt',
      activeOnly: true,
      includeOutOfStock: true,
      includeSearchTags: true,
    });
    expect(toProductSearch('', { ...defaultProductFilters, status: 'draft' }).activeOnly).toBe(
      false,
    );
  });

  it('keeps drafts and unpublished products under the draft filter', () => {
    expect(isDraftProduct({ status: 'Unpublished' })).toBe(true);
    expect(isDraftProduct({ status: 'active' })).toBe(false);
    expect(matchesStatus({ status: 'draft' }, 'draft')).toBe(true);
    expect(matchesStatus({ status: 'active' }, 'draft')).toBe(false);
    expect(matchesStatus({ status: 'draft' }, 'active')).toBe(false);
    expect(matchesStatus({ status: 'draft' }, 'all')).toBe(true);
  });
});

describe('colour option', () => {
  it('finds a Color or Colour option with a choice', () => {
    const color = { name: 'Colour', position: 1, values: ['Red', 'Blue'] };
    expect(colorOptionOf({ options: [{ name: 'Size', position: 2, values: ['S'] }, color] })).toBe(
      color,
    );
  });

  it('has none with a single value or without a colour option', () => {
    expect(
      colorOptionOf({ options: [{ name: 'Color', position: 1, values: ['Red'] }] }),
    ).toBeNull();
    expect(
      colorOptionOf({ options: [{ name: 'Size', position: 1, values: ['S', 'M'] }] }),
    ).toBeNull();
  });
});
