import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_NOW, mockHandlers } from '../mocks/handlers';
import { MockStore } from '../mocks/store';
import { createApiClient } from '../transport';
import {
  combinationsFromWire,
  complementaryProductsQueryOptions,
  topCombinationsQueryOptions,
  topPerformingProductsQueryOptions,
  trendsQueryKeys,
} from './trends';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => 'mock-token' });
const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const item = (id: string) => ({
  product_id: id,
  inventory_id: `inv-${id}`,
  title: id,
  view: 1,
  add: 1,
  image: null,
  rank: 50,
});

describe('trends queries', () => {
  it('keys every trends query under the business', () => {
    expect(topPerformingProductsQueryOptions(client, 'biz').queryKey).toEqual([
      'trends',
      'biz',
      'top',
    ]);
    expect(topCombinationsQueryOptions(client, 'biz').queryKey).toEqual([
      'trends',
      'biz',
      'combinations',
    ]);
    expect(complementaryProductsQueryOptions(client, 'biz', 'p1').queryKey).toEqual([
      'trends',
      'biz',
      'complementary',
      'p1',
    ]);
    expect(trendsQueryKeys.all('biz')).toEqual(['trends', 'biz']);
  });

  it('reads top products, combinations as products and complementary products', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(baseUrl, { store }));
    const queries = fresh();
    const top = await queries.fetchQuery(topPerformingProductsQueryOptions(client, 'biz'));
    expect(top.length).toBeGreaterThan(0);
    expect(top[0]!.inventory_id).toBeTruthy();
    const combinations = await queries.fetchQuery(topCombinationsQueryOptions(client, 'biz'));
    expect(combinations.length).toBeGreaterThan(0);
    for (const c of combinations) expect(c.products.length).toBeGreaterThanOrEqual(2);
    const complementary = await queries.fetchQuery(
      complementaryProductsQueryOptions(client, 'biz', top[0]!.product_id),
    );
    expect(complementary[0]!.combination_score).toBeGreaterThan(0);
  });

  it('resolves combination ids against the products and drops a pair missing one', () => {
    expect(
      combinationsFromWire({
        top_combinations: [
          ['a', 'b'],
          ['a', 'gone'],
        ],
        orders_together: [7, 3],
        products: [item('a'), item('b')],
      }),
    ).toEqual([{ id: 'a+b', products: [item('a'), item('b')], ordersTogether: 7 }]);
  });
});
