import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { MOCK_NOW, mockHandlers } from '../mocks/handlers';
import { MockStore } from '../mocks/store';
import { createApiClient } from '../transport';
import { queryKeys } from './keys';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useTestWebhook,
  webhooksQueryOptions,
  type WebhookEndpoint,
} from './webhooks';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => 'mock-token' });
const BUSINESS = 'biz_0001';

/** A query client holding the fetched list, the hooks' wrapper, and the mock store behind them. */
async function setup() {
  const store = new MockStore({ now: MOCK_NOW });
  server.use(...mockHandlers(baseUrl, { store }));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  await queryClient.fetchQuery(webhooksQueryOptions(client, BUSINESS));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const listIsStale = () =>
    queryClient.getQueryState(queryKeys.webhooks.list(BUSINESS))?.isInvalidated === true;
  return { store, queryClient, wrapper, listIsStale };
}

describe('webhook queries', () => {
  it('keys the list under the business', () => {
    expect(webhooksQueryOptions(client, BUSINESS).queryKey).toEqual(['webhooks', BUSINESS, {}]);
  });

  it('lists the endpoints with their latest deliveries and no secret', async () => {
    const { queryClient } = await setup();
    const list = queryClient.getQueryData<WebhookEndpoint[]>(queryKeys.webhooks.list(BUSINESS))!;
    expect(list.map((endpoint) => endpoint.status)).toEqual(['active', 'failing']);
    expect(list[1]!.last_deliveries[0]!.status).toBe('pending');
    expect(list.some((endpoint) => 'secret' in endpoint)).toBe(false);
  });

  it('registers an endpoint, answers its secret once and has the list asked again', async () => {
    const { wrapper, listIsStale, store } = await setup();
    const { result } = renderHook(() => useCreateWebhook(client, BUSINESS), { wrapper });
    let secret = '';
    await act(async () => {
      ({ secret } = await result.current.mutateAsync({
        url: 'https://hooks.example.com/in',
        events: ['order.created'],
      }));
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(listIsStale()).toBe(true);
    expect(store.listWebhooks().at(-1)?.url).toBe('https://hooks.example.com/in');
  });

  it('refuses a registration past the limit with a 409', async () => {
    const { wrapper } = await setup();
    const { result } = renderHook(() => useCreateWebhook(client, BUSINESS), { wrapper });
    const register = () =>
      result.current.mutateAsync({ url: 'https://hooks.example.com/in', events: ['link.created'] });
    await act(async () => {
      // The fixtures hold two endpoints; ten is the limit.
      for (let n = 0; n < 8; n += 1) await register();
      await expect(register()).rejects.toEqual(new HttpError(409));
    });
  });

  it('removes an endpoint (a 204 without a body) and has the list asked again', async () => {
    const { wrapper, listIsStale, store } = await setup();
    const { result } = renderHook(() => useDeleteWebhook(client, BUSINESS), { wrapper });
    await act(async () => {
      await result.current.mutateAsync('whe_0001');
    });
    expect(listIsStale()).toBe(true);
    expect(store.listWebhooks().map((endpoint) => endpoint.id)).toEqual(['whe_0002']);
  });

  it('sends a test and resolves with its delivery, pending first in the list', async () => {
    const { wrapper, listIsStale, queryClient } = await setup();
    const { result } = renderHook(() => useTestWebhook(client, BUSINESS), { wrapper });
    let deliveryId = '';
    await act(async () => {
      deliveryId = await result.current.mutateAsync('whe_0001');
    });
    expect(listIsStale()).toBe(true);
    const list = await queryClient.fetchQuery(webhooksQueryOptions(client, BUSINESS));
    expect(list[0]!.last_deliveries[0]).toMatchObject({
      id: deliveryId,
      event: 'webhook.test',
      status: 'pending',
    });
  });
});
