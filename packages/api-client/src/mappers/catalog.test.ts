import { collection, product } from '@shoppable/api-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { collectionFromWire, productFromWire } from './catalog';
import type { WireCollection, WireProduct } from './wire';

const wireProduct = (over: Partial<WireProduct> = {}): WireProduct =>
  v.parse(product, {
    inventory_id: 'inv1',
    product_id: 'p1',
    title: 'Shirt',
    handle: 'shirt',
    image: { src: 'https://img.example/shirt.jpg' },
    product_status: 'active',
    total_quantity: 5,
    url: 'https://shop.example/shirt',
    selling_score: 0.8,
    variant_availability_ratio: 0.5,
    options: [{ name: 'Size', position: 1, values: ['S', 'M'] }],
    ...over,
  });

const wireCollection = (over: Partial<WireCollection> = {}): WireCollection =>
  v.parse(collection, {
    collection_id: 'c1',
    title: 'Tops',
    images: { medium: { src: 'https://img.example/tops.jpg' } },
    products_count: 12,
    description: 'All tops',
    url: 'https://shop.example/tops',
    ...over,
  });

describe('productFromWire', () => {
  it('maps every field to its client name', () => {
    expect(productFromWire(wireProduct(), { inv1: { Size: 'M' } })).toEqual({
      id: 'inv1',
      productId: 'p1',
      title: 'Shirt',
      handle: 'shirt',
      imageUrl: 'https://img.example/shirt.jpg',
      url: 'https://shop.example/shirt',
      status: 'active',
      totalQuantity: 5,
      sellingScore: 0.8,
      variantAvailabilityRatio: 0.5,
      options: [{ name: 'Size', position: 1, values: ['S', 'M'] }],
      selectedOptions: { Size: 'M' },
    });
  });

  it.each([
    ['imageUrl', { image: null }, null],
    ['sellingScore', { selling_score: null }, null],
    ['variantAvailabilityRatio', { variant_availability_ratio: undefined }, null],
  ] as const)('%s is null when the wire has none', (key, over, expected) => {
    expect(productFromWire(wireProduct(over))[key]).toBe(expected);
  });

  it.each([
    ['no selection', undefined, {}],
    ['a selection of another product', { inv2: { Size: 'L' } }, {}],
    ['its own selection', { inv1: { Size: 'S', Colour: 'Red' } }, { Size: 'S', Colour: 'Red' }],
  ])('selectedOptions from %s', (_name, selected, expected) => {
    expect(productFromWire(wireProduct(), selected).selectedOptions).toEqual(expected);
  });
});

describe('collectionFromWire', () => {
  it('maps every field to its client name', () => {
    expect(collectionFromWire(wireCollection())).toEqual({
      id: 'c1',
      title: 'Tops',
      image: 'https://img.example/tops.jpg',
      productsCount: 12,
      description: 'All tops',
      url: 'https://shop.example/tops',
    });
  });

  it.each([
    ['no images', { images: null }, 'image', null],
    ['no medium image', { images: { medium: null } }, 'image', null],
    ['no description', { description: null }, 'description', ''],
  ] as const)('%s', (_name, over, key, expected) => {
    expect(collectionFromWire(wireCollection(over))[key]).toBe(expected);
  });
});
