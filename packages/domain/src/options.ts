import { PAGE_SIZES } from './constants';
import { isHexColor } from './theme';

/** How an option's values show on the public page (platform.md §3). */
export type OptionType = 'COLOR' | 'TEXT';

/** One option value as the server stores it (platform.md §3). */
export interface OptionValue {
  hex_value?: string | null;
  text_value?: string | null;
}

/** One product option of the map: its type and its values keyed by value name (platform.md §3). */
export interface ProductOption {
  type: OptionType;
  values: Record<string, OptionValue>;
}

/** The product option map, keyed by option name (platform.md §3, content.md §3). */
export type OptionMap = Record<string, ProductOption>;

/**
 * A value is verified when it has its colour or its text (platform.md §3): a COLOR value needs a
 * valid #RGB/#RRGGBB hex (safe meaning of "has its colour"), a TEXT value non-blank text.
 */
export function isOptionValueVerified(type: OptionType, v: OptionValue): boolean {
  return type === 'COLOR' ? isHexColor(v.hex_value ?? '') : (v.text_value ?? '').trim() !== '';
}

/** The mark of a value in the mapper (platform.md §4): empty input red, verified a green tick, otherwise a red cross. */
export function optionValueMark(
  type: OptionType,
  v: OptionValue,
): 'empty' | 'verified' | 'unverified' {
  const raw = type === 'COLOR' ? v.hex_value : v.text_value;
  if ((raw ?? '').trim() === '') return 'empty';
  return isOptionValueVerified(type, v) ? 'verified' : 'unverified';
}

/** An option's verification count and header (platform.md §4): 'N not verified out of M' until all are verified. */
export function optionSummary(o: ProductOption): {
  verified: number;
  total: number;
  allVerified: boolean;
  header: string;
} {
  const values = Object.values(o.values);
  const verified = values.filter((v) => isOptionValueVerified(o.type, v)).length;
  const total = values.length;
  const allVerified = verified === total;
  return {
    verified,
    total,
    allVerified,
    header: allVerified ? '' : `${total - verified} not verified out of ${total}`,
  };
}

/** Value names with the unverified first, otherwise in their stored order (platform.md §4). */
export function sortOptionValues(o: ProductOption): string[] {
  const names = Object.keys(o.values);
  const ok = (n: string): boolean => {
    const v = o.values[n];
    return v !== undefined && isOptionValueVerified(o.type, v);
  };
  return [...names.filter((n) => !ok(n)), ...names.filter(ok)];
}

/**
 * One page of the mapper (platform.md §4, §9): 8 values per page with previous/next; the page is
 * clamped into range; the list height is fixed (310 px) when there are more than 8 values.
 */
export function optionPage(
  names: readonly string[],
  page: number,
): {
  items: string[];
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  fixedHeight: boolean;
} {
  const size = PAGE_SIZES.optionValues;
  const pageCount = Math.max(1, Math.ceil(names.length / size));
  const p = Math.min(pageCount - 1, Math.max(0, Number.isFinite(page) ? Math.trunc(page) : 0));
  return {
    items: names.slice(p * size, p * size + size),
    page: p,
    pageCount,
    hasPrevious: p > 0,
    hasNext: p < pageCount - 1,
    fixedHeight: names.length > size,
  };
}

/** Changing an option's type keeps its values and resets the mapper to page 0 (platform.md §4). */
export function setOptionType(
  map: OptionMap,
  name: string,
  type: OptionType,
): { map: OptionMap; page: 0 } {
  const o = map[name];
  return { map: o === undefined ? map : { ...map, [name]: { ...o, type } }, page: 0 };
}

/** One value edited (platform.md §4): a colour writes hex_value, a text writes text_value; the map is copied. */
export function setOptionValue(
  map: OptionMap,
  name: string,
  value: string,
  input: string,
): OptionMap {
  const o = map[name];
  if (o === undefined) return map;
  const prev = o.values[value] ?? {};
  const next: OptionValue =
    o.type === 'COLOR' ? { ...prev, hex_value: input } : { ...prev, text_value: input };
  return { ...map, [name]: { ...o, values: { ...o.values, [value]: next } } };
}
