import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_NOW, mockHandlers } from '../mocks/handlers';
import { MockStore } from '../mocks/store';
import { createApiClient } from '../transport';
import { soldOutLinksQueryOptions } from './stock';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => 'mock-token' });
const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('stock queries', () => {
  it('names the links showing a sold-out product in client names, under the stock key', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(baseUrl, { store }));
    // Every product in stock but one of the first link's.
    for (const product of store.data.products) product.total_quantity = 5;
    const link = store.data.links.find((l) => l.link_type === 'LOOK' && !l.is_expired)!;
    const soldOut = link.products[0]!;
    store.data.products.find((p) => p.inventory_id === soldOut.inventory_id)!.total_quantity = 0;
    store.data.session.brand!.auto_swap_enabled = false;

    const options = soldOutLinksQueryOptions(client, store.businessId);
    expect(options.queryKey).toEqual(['stock', store.businessId, 'soldOutLinks']);
    const answer = await fresh().fetchQuery(options);
    expect(answer.autoSwapEnabled).toBe(false);
    const listed = answer.links.find((l) => l.linkId === link.link_id);
    expect(listed).toEqual({
      linkId: link.link_id,
      linkType: 'LOOK',
      name: expect.any(String),
      soldOut: [{ inventoryId: soldOut.inventory_id, title: soldOut.title }],
    });
    expect(answer.total).toBe(answer.links.length);
  });
});
