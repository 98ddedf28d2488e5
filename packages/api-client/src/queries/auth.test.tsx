import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockHandlers } from '../mocks/handlers';
import { createApiClient } from '../transport';
import { useForgotPassword, useResetPassword, useVerifyAccount } from './auth';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => null });
let queryClient: QueryClient;
beforeEach(() => {
  server.use(...mockHandlers(baseUrl));
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('auth mutations against the mock API', () => {
  it('sends the reset bodies the contract names', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${baseUrl}/auth/password/reset`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: true, data: null, error: null });
      }),
      http.post(`${baseUrl}/auth/password/reset/request`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: true, data: null, error: null });
      }),
    );
    const reset = renderHook(() => useResetPassword(client), { wrapper }).result;
    const forgot = renderHook(() => useForgotPassword(client), { wrapper }).result;
    await act(() => reset.current.mutateAsync({ token: 't1', new_password: 'secret1' }));
    await act(() => forgot.current.mutateAsync('demo'));
    expect(bodies).toEqual([{ token: 't1', new_password: 'secret1' }, { username: 'demo' }]);
  });

  it('reads the verification answer', async () => {
    const { result } = renderHook(() => useVerifyAccount(client), { wrapper });
    await expect(result.current.mutateAsync('token')).resolves.toBe(true);
  });
});
