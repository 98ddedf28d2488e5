import { ERROR_MESSAGES } from '@shoppable/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fetchSession,
  influencerLogIn,
  isEmailAvailable,
  isUsernameAvailable,
  logIn,
  logOut,
} from './auth';
import { ApiError } from './errors';
import { mockHandlers } from './mocks/handlers';
import { createApiClient } from './transport';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(...mockHandlers(baseUrl)));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => null });

describe('sign-in calls against the mock API', () => {
  it('logs a merchant in with the token, and rejects a wrong password with the spec message', async () => {
    await expect(logIn(client, { username: 'demo', password: 'demo1234' })).resolves.toMatch(/\S/);
    const failure = logIn(client, { username: 'demo', password: 'wrong12' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(ERROR_MESSAGES.incorrectLogin);
  });

  it('logs an influencer in under the merchant', async () => {
    const body = { admin_username: 'demo', username: 'nobody', password: 'nobody1234' };
    await expect(influencerLogIn(client, body)).rejects.toThrow(ERROR_MESSAGES.incorrectLogin);
  });

  it('answers username and email availability', async () => {
    await expect(isUsernameAvailable(client, 'demo')).resolves.toBe(false);
    await expect(isUsernameAvailable(client, 'someone_new')).resolves.toBe(true);
    await expect(isEmailAvailable(client, 'demo@demo-store.test')).resolves.toBe(false);
    await expect(isEmailAvailable(client, 'new@shop.test')).resolves.toBe(true);
  });

  it('reads the stored token’s session with an empty verify body', async () => {
    let body: unknown;
    server.use(
      http.post(`${baseUrl}/auth/verify`, async ({ request }) => {
        body = await request.json();
        const session = { token: 't2', user: { name: 'Ann', username: 'ann' }, is_admin: true };
        return HttpResponse.json({ status: true, data: { ...session, brand: null }, error: null });
      }),
    );
    const session = await fetchSession(client);
    expect(session.user.username).toBe('ann');
    expect(session.is_admin).toBe(true);
    expect(body).toEqual({});
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
});
