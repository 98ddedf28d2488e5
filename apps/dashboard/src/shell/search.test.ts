import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { linkCreateSearch, redirectSearch, shopboardSearch } from './search';

const prefillProductsParam = (search: Record<string, unknown>) =>
  v.parse(linkCreateSearch, search).products;
const prefillImagesParam = (search: Record<string, unknown>) =>
  v.parse(linkCreateSearch, search).images;

describe('textParam', () => {
  it('reads a non-empty string only, and nothing else of the address', () => {
    expect(v.parse(redirectSearch, { redirect: '/admin/links', other: 1 })).toEqual({
      redirect: '/admin/links',
    });
    expect(v.parse(redirectSearch, { redirect: '' })).toEqual({ redirect: undefined });
    expect(v.parse(redirectSearch, { redirect: 3 })).toEqual({ redirect: undefined });
  });
});

describe('shopboardSearch', () => {
  it('reads a known network only', () => {
    expect(v.parse(shopboardSearch, { network: 'pinterest' })).toEqual({ network: 'pinterest' });
    expect(v.parse(shopboardSearch, { network: 'myspace' })).toEqual({ network: undefined });
  });
});

describe('prefillProductsParam', () => {
  const shirt = { inventoryId: 'inv_1', productId: 'prod_1', title: 'Linen shirt' };
  it('keeps well-formed products, drops the rest and repeats, and caps at 15', () => {
    expect(
      prefillProductsParam({
        products: [
          shirt,
          { ...shirt },
          { inventoryId: 'inv_2', productId: 'prod_2', title: 'Tote', imageUrl: 'javascript:x' },
          { inventoryId: '', productId: 'p', title: 't' },
          'inv_3',
          null,
        ],
      }),
    ).toEqual([
      { ...shirt, imageUrl: null },
      { inventoryId: 'inv_2', productId: 'prod_2', title: 'Tote', imageUrl: null },
    ]);
    const many = Array.from({ length: 20 }, (_, i) => ({ ...shirt, inventoryId: `inv_${i}` }));
    expect(prefillProductsParam({ products: many })).toHaveLength(15);
  });

  it('reads nothing from a missing or malformed parameter', () => {
    expect(prefillProductsParam({})).toBeUndefined();
    expect(prefillProductsParam({ products: 'inv_1' })).toBeUndefined();
    expect(prefillProductsParam({ products: [{}] })).toBeUndefined();
  });
});

describe('prefillImagesParam', () => {
  const cover = 'http://127.0.0.1:8787/media/files/1/look.jpg';
  it('keeps http(s) addresses once each and drops the rest', () => {
    expect(
      prefillImagesParam({
        images: [
          cover,
          cover,
          'javascript:alert(1)',
          'data:image/png;base64,x',
          3,
          'https://x.test/a b',
        ],
      }),
    ).toEqual([cover]);
  });

  it('reads nothing from a missing or malformed parameter', () => {
    expect(prefillImagesParam({})).toBeUndefined();
    expect(prefillImagesParam({ images: cover })).toBeUndefined();
    expect(prefillImagesParam({ images: ['ftp://x.test/a.jpg'] })).toBeUndefined();
  });
});
