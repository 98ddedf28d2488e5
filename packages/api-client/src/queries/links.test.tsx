import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_NOW, mockHandlers } from '../mocks/handlers';
import { MockStore } from '../mocks/store';
import { createApiClient } from '../transport';
import { useUploadImage } from './links';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => 'mock-token' });
const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('useUploadImage', () => {
  it("resolves with the server's address of the uploaded image", async () => {
    server.use(...mockHandlers(baseUrl, { store: new MockStore({ now: MOCK_NOW }) }));
    const { result } = renderHook(() => useUploadImage(client), { wrapper });
    let url = '';
    await act(async () => {
      url = await result.current.mutateAsync({ file: new Blob(['png'], { type: 'image/png' }) });
    });
    expect(url).toBe('https://cdn.shoppable.test/uploads/upload');
  });

  it('rejects when the server refuses the file', async () => {
    server.use(...mockHandlers(baseUrl, { error: 'Too large', only: ['uploadFile'] }));
    const { result } = renderHook(() => useUploadImage(client), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ file: new Blob(['png']) })).rejects.toThrow();
    });
  });
});
