import type { LinkPageData, LinkPageProduct } from '../model/model';

/** A product of the sample store (test and story data). */
export const sampleProduct = (
  n: number,
  extra: Partial<LinkPageProduct> = {},
): LinkPageProduct => ({
  inventoryId: `inv-${n}`,
  title: `Product ${n}`,
  price: `$${10 + n}.00`,
  quantity: 5,
  options: [],
  imageUrl: `https://cdn.example.com/p${n}.jpg`,
  ...extra,
});

/** The sample page: a linen shirt with colours and sizes, and a straw hat. */
export const samplePage: LinkPageData = {
  businessName: 'Demo store',
  description: 'Summer picks from our team',
  images: [],
  promocode: 'MAYA10',
  influencer: { username: 'maya' },
  products: [
    sampleProduct(1, {
      title: 'Linen shirt',
      price: '$40.00',
      options: [
        { name: 'Color', values: ['Red', 'Navy'] },
        { name: 'Size', values: ['S', 'M', 'L'] },
      ],
    }),
    sampleProduct(2, { title: 'Straw hat', price: '$25.00' }),
  ],
  optionMap: {
    Color: {
      type: 'COLOR',
      values: { Red: { hex_value: '#C62828' }, Navy: { hex_value: '#1A237E' } },
    },
    Size: { type: 'TEXT', values: { S: { text_value: 'Small' }, M: { text_value: 'Medium' } } },
  },
  theme: null,
};
