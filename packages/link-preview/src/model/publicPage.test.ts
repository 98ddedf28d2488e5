import { describe, expect, it } from 'vitest';
import type { LinkPageProduct } from './model';
import {
  formatMoney,
  pageDataFromPublic,
  withSwapPreview,
  type PublicPageInput,
} from './publicPage';

const data: PublicPageInput = {
  business_name: null,
  currency: 'EUR',
  link: {
    description: 'Summer picks',
    images: [{ src: 'https://cdn.example/cover.jpg' }],
    promocode: { code: 'SUMMER10' },
    influencer_username: 'maya',
    selected_options: { 'inv-1': { Size: 'M' } },
  },
  products: [
    {
      inventory_id: 'inv-1',
      title: 'Linen shirt',
      image: { src: 'https://cdn.example/shirt.jpg' },
      price: 40,
      total_quantity: 3,
      options: [
        { name: 'Size', values: ['S', 'M'], position: 2 },
        { name: 'Colour', values: ['Sand', 'Sky'], position: 1 },
      ],
    },
    {
      inventory_id: 'inv-2',
      title: 'Tote',
      price: null,
      total_quantity: 0,
      options: [{ name: 'Title', values: ['Default Title'], position: 1 }],
    },
  ],
  theme: { shipping_and_sales_strip_sentences: ['Free shipping'] },
  option_map: null,
};

describe('pageDataFromPublic', () => {
  const page = pageDataFromPublic(data, { businessName: 'demo' });

  it('takes the fallback name, the cover, the promocode and the influencer', () => {
    expect(page).toMatchObject({
      businessName: 'demo',
      description: 'Summer picks',
      images: ['https://cdn.example/cover.jpg'],
      promocode: 'SUMMER10',
      influencer: { username: 'maya', imageUrl: null },
    });
  });

  it('orders options by position, drops the single-variant placeholder and keeps the chosen options', () => {
    expect(page.products[0]).toMatchObject({
      options: [
        { name: 'Colour', values: ['Sand', 'Sky'] },
        { name: 'Size', values: ['S', 'M'] },
      ],
      selected: { Size: 'M' },
      price: '€40.00',
    });
    expect(page.products[1]).toMatchObject({ options: [], selected: null, price: null });
  });

  it('marks each swapped product with the title of the sold-out product it stands in for', () => {
    const swapped = pageDataFromPublic(
      {
        ...data,
        swaps: [
          {
            sold_out: { inventory_id: 'inv-9', title: 'Rain coat' },
            alternative_inventory_id: 'inv-1',
          },
        ],
      },
      { businessName: 'demo' },
    );
    expect(swapped.products.map((p) => p.swappedFor ?? null)).toEqual(['Rain coat', null]);
    expect(page.products.map((p) => p.swappedFor ?? null)).toEqual([null, null]);
  });

  it('gives the strip its two sentences', () => {
    expect(page.theme?.shipping_and_sales_strip_sentences).toEqual(['Free shipping', '']);
  });
});

describe('formatMoney', () => {
  it('formats in the locale, and writes an unknown currency after the amount', () => {
    expect(formatMoney(40, 'USD')).toBe('$40.00');
    expect(formatMoney(12.5, 'NOPE')).toBe('12.50 NOPE');
  });
});

describe('withSwapPreview', () => {
  const draft: LinkPageProduct[] = [
    { inventoryId: 'inv-1', title: 'Linen shirt', quantity: 1, options: [] },
    { inventoryId: 'inv-2', title: 'Tote', quantity: 1, options: [], selected: { Size: 'M' } },
    { inventoryId: 'inv-3', title: 'Cap', quantity: 1, options: [] },
  ];
  const product = (inventoryId: string, title: string, quantity: number) => ({
    inventory_id: inventoryId,
    title,
    image: { src: `https://cdn.example/${inventoryId}.jpg` },
    price: 30,
    total_quantity: quantity,
    options: [{ name: 'Colour', values: ['Sand'], position: 1 }],
  });

  it('shows an alternative in a swapped product’s place and the stock of the others', () => {
    const shown = withSwapPreview(draft, {
      products: [product('inv-9', 'Straw hat', 7), product('inv-2', 'Tote', 0)],
      swaps: [
        {
          sold_out: { inventory_id: 'inv-1', title: 'Linen shirt' },
          alternative_inventory_id: 'inv-9',
        },
      ],
    });
    expect(shown[0]).toEqual({
      inventoryId: 'inv-9',
      title: 'Straw hat',
      imageUrl: 'https://cdn.example/inv-9.jpg',
      price: null,
      quantity: 7,
      options: [{ name: 'Colour', values: ['Sand'] }],
      selected: null,
      swappedFor: 'Linen shirt',
    });
    // Sold out without a swap (auto swap off): marked, what the merchant chose kept.
    expect(shown[1]).toEqual({ ...draft[1], quantity: 0 });
    // Not in the answer (not asked yet): as drafted.
    expect(shown[2]).toBe(draft[2]);
  });

  it('leaves the draft as it is without an answer', () => {
    expect(withSwapPreview(draft, undefined)).toEqual(draft);
  });
});
