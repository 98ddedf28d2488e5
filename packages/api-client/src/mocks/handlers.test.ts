import { health } from '@shoppable/api-contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../transport';
import { mockHandlers } from './handlers';

const baseUrl = 'http://api.test';
const server = setupServer(...mockHandlers(baseUrl));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('mockHandlers', () => {
  it('answers the client with contract-valid data', async () => {
    const client = createApiClient({ baseUrl, getToken: () => null });
    await expect(client.request(health)).resolves.toEqual({ service: 'api', ok: true });
  });
});
