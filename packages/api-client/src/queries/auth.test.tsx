import { ERROR_MESSAGES } from '@shoppable/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { mockHandlers } from '../mocks/handlers';
import { createApiClient } from '../transport';
import {
  isEmailAvailable,
  isUsernameAvailable,
  logOut,
  useForgotPassword,
  useInfluencerLogin,
  useLogin,
  useResetPassword,
  useVerifyAccount,
} from './auth';

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

describe('auth calls against the mock API', () => {
  it('logs a merchant in with the token, and rejects a wrong password with the spec message', async () => {
    const { result } = renderHook(() => useLogin(client), { wrapper });
    let token = '';
    await act(async () => {
      token = await result.current.mutateAsync({ username: 'demo', password: 'demo1234' });
    });
    expect(token).toMatch(/\S/);
    const failure = result.current.mutateAsync({ username: 'demo', password: 'wrong12' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(ERROR_MESSAGES.incorrectLogin);
  });

  it('logs an influencer in under the merchant', async () => {
    const { result } = renderHook(() => useInfluencerLogin(client), { wrapper });
    const body = { admin_username: 'demo', username: 'nobody', password: 'nobody1234' };
    await expect(result.current.mutateAsync(body)).rejects.toThrow(ERROR_MESSAGES.incorrectLogin);
  });

  it('answers username and email availability', async () => {
    await expect(isUsernameAvailable(client, 'demo')).resolves.toBe(false);
    await expect(isUsernameAvailable(client, 'someone_new')).resolves.toBe(true);
    await expect(isEmailAvailable(client, 'demo@demo-store.test')).resolves.toBe(false);
    await expect(isEmailAvailable(client, 'new@shop.test')).resolves.toBe(true);
  });

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

  it('logs out with the token it had when the call started', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(`${baseUrl}/auth/logout`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ status: true, data: null, error: null });
      }),
    );
    let token: string | null = 'session-token';
    const tokenClient = createApiClient({ baseUrl, getToken: () => token });
    const done = logOut(tokenClient);
    token = null;
    await done;
    expect(authorization).toBe('Bearer session-token');
  });

  it('reads the verification answer', async () => {
    const { result } = renderHook(() => useVerifyAccount(client), { wrapper });
    await expect(result.current.mutateAsync('token')).resolves.toBe(true);
  });
});
