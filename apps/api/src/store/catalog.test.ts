import { describe, expect, it } from 'vitest';
import type { products } from '../db/store.schema';
import { productOut, stockFromVariants } from './catalog';

const row: typeof products.$inferSelect = {
  id: 'prd-1',
  inventoryId: 'inv-1',
  businessId: 'biz-1',
  title: 'Linen shirt',
  handle: 'linen-shirt',
  status: 'active',
  tags: ['summer'],
  imageUrl: 'https://cdn.example/linen.svg',
  sellingScore: 80,
  options: [{ name: 'Size', position: 1, type: 'TEXT', values: ['S', 'M', 'L'] }],
  position: 1,
  createdAt: new Date('2026-01-01T00:00:00Z'),
};

describe('the product mapper', () => {
  it('sums stock, counts variants in stock and takes the lowest price from the variants', () => {
    expect(
      stockFromVariants([
        { stock: 4, price: 30 },
        { stock: 0, price: 25 },
        { stock: 2, price: 35 },
      ]),
    ).toEqual({ total: 6, inStock: 2, count: 3, minPrice: 25 });
    expect(stockFromVariants([])).toEqual({ total: 0, inStock: 0, count: 0, minPrice: null });
  });

  it("answers the contract's product with the storefront URL and a ratio to two decimals", () => {
    const stock = stockFromVariants([
      { stock: 4, price: 30 },
      { stock: 0, price: 25 },
      { stock: 2, price: 35 },
    ]);
    expect(productOut(row, stock, 'https://shop.example')).toEqual({
      inventory_id: 'inv-1',
      product_id: 'prd-1',
      title: 'Linen shirt',
      handle: 'linen-shirt',
      image: { src: 'https://cdn.example/linen.svg' },
      product_status: 'active',
      total_quantity: 6,
      url: 'https://shop.example/products/linen-shirt',
      selling_score: 80,
      variant_availability_ratio: 0.67,
      options: [{ name: 'Size', position: 1, values: ['S', 'M', 'L'] }],
      price: 25,
    });
  });

  it('answers no stock, no ratio and no price for a product without variants', () => {
    const out = productOut({ ...row, imageUrl: null }, null, 'https://shop.example');
    expect(out).toMatchObject({
      image: null,
      total_quantity: 0,
      variant_availability_ratio: 0,
      price: null,
    });
  });
});
