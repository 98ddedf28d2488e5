import { createApiClient, HttpError } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, mockHandlers, type MockOptions } from '@shoppable/api-client/mocks';
import { ERROR_MESSAGES } from '@shoppable/domain';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionController,
  loginHref,
  safeRedirect,
  TOKEN_KEY,
  type SessionController,
} from './controller';
import { SessionProvider, useSession, type SessionValue } from './SessionProvider';
import { createSessionStore } from './store';

const baseUrl = 'http://api.test';
const server = setupServer();
const verifyCalls = vi.fn();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let controller: SessionController;
let current: SessionValue;
beforeEach(() => {
  localStorage.clear();
  verifyCalls.mockClear();
  controller = createSessionController();
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/auth/verify') verifyCalls();
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function Probe() {
  const session = useSession();
  useEffect(() => {
    current = session;
  });
  return (
    <p>
      {session.status} {session.user?.username ?? 'nobody'} {session.role ?? 'no-role'}
    </p>
  );
}

function renderSession(
  options: MockOptions = {},
  props: { skipVerification?: boolean; onSignedOut?: () => void } = {},
) {
  server.use(...mockHandlers(baseUrl, options));
  const client = createApiClient({ baseUrl, getToken: controller.getToken });
  render(
    <SessionProvider client={client} controller={controller} {...props}>
      <Probe />
    </SessionProvider>,
  );
  return client;
}

describe('SessionProvider', () => {
  it('is signed out without a token and asks the server nothing', () => {
    renderSession();
    expect(screen.getByText(/signed-out nobody/)).toBeInTheDocument();
    expect(verifyCalls).not.toHaveBeenCalled();
  });

  it('verifies a stored token on start: loading, then the admin with business, permissions and plan', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    renderSession({ plan: 'trial', trialDaysLeft: 5 });
    expect(screen.getByText(/^loading/)).toBeInTheDocument();
    await screen.findByText(/ready \S+ admin/);
    expect(current.business?.id).toBeTruthy();
    expect(current.permissions?.clicksEnabled).toBe(true);
    expect(current.plan).toMatchObject({ plan: 'FREE', inTrial: true, lastWeek: true });
  });

  it('verifies again when a call changed the session, showing the old one meanwhile', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    const store = new MockStore({ now: MOCK_NOW, plan: 'trial', trialDaysLeft: 5 });
    const client = renderSession({ store });
    await screen.findByText(/ready/);
    expect(current.session?.token).toBeTruthy();
    store.data.session.brand!.subscription_plan = 'PRO';
    let changed: Promise<void> | undefined;
    act(() => {
      changed = client.sessionChanged();
    });
    expect(screen.getByText(/ready \S+ admin/)).toBeInTheDocument();
    await act(() => changed);
    expect(current.plan).toMatchObject({ plan: 'PRO', inTrial: false });
    expect(verifyCalls).toHaveBeenCalledTimes(2);
  });

  it('takes over a verification the app started before rendering: the server is asked once', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    server.use(...mockHandlers(baseUrl));
    const client = createApiClient({ baseUrl, getToken: controller.getToken });
    const store = createSessionStore(controller, client);
    const started = store.verify('stored');
    render(
      <SessionProvider client={client} controller={controller} store={store}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText(/^loading/)).toBeInTheDocument();
    await act(() => started);
    expect(screen.getByText(/ready \S+ admin/)).toBeInTheDocument();
    expect(verifyCalls).toHaveBeenCalledTimes(1);
  });

  it("gives the latest verification to whoever starts a page's queries early, and none after a reset", async () => {
    server.use(...mockHandlers(baseUrl));
    const client = createApiClient({ baseUrl, getToken: controller.getToken });
    const store = createSessionStore(controller, client);
    expect(store.verified()).toBeNull();
    const started = store.verify('stored');
    expect(store.verified()).toBe(started);
    expect((await store.verified())?.role).toBe('admin');
    store.reset();
    expect(store.verified()).toBeNull();
  });

  it('gives an influencer the influencer role and their permissions', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    renderSession({ role: 'influencer' });
    await screen.findByText(/ready \S+ influencer/);
    expect(current.user?.isAdmin).toBe(false);
  });

  it('skips the start verification on login, register and verify pages', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    renderSession({}, { skipVerification: true });
    expect(screen.getByText(/signed-out/)).toBeInTheDocument();
    expect(verifyCalls).not.toHaveBeenCalled();
  });

  it('signs in with a new token even where the start verification is skipped', async () => {
    renderSession({}, { skipVerification: true });
    let username = '';
    await act(async () => {
      username = (await current.signIn('fresh')).username;
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('fresh');
    expect(await screen.findByText(new RegExp(`ready ${username}`))).toBeInTheDocument();
  });

  it('resets to signed out and drops the token when the server refuses it', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    renderSession({ error: true });
    await screen.findByText(/signed-out/);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows the error state with the timeout message when no user came after 20 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(TOKEN_KEY, 'stored');
    renderSession({ loading: true });
    expect(screen.getByText(/^loading/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(19_900));
    expect(screen.getByText(/^loading/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText(/^error/)).toBeInTheDocument();
    expect(String(current.error)).toContain(ERROR_MESSAGES.requestTimeout);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('stored');
  });

  it('signs out on a 401 from any request and says why', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    const onSignedOut = vi.fn();
    renderSession({}, { onSignedOut });
    await screen.findByText(/ready/);
    // What the app's query cache does with a 401 (its onError is `controller.handleError`).
    act(() => controller.handleError(new HttpError(401)));
    await screen.findByText(/signed-out/);
    expect(onSignedOut).toHaveBeenCalledWith('unauthorized');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logs out: revokes and clears the token, then says so', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    const onSignedOut = vi.fn();
    renderSession({}, { onSignedOut });
    await screen.findByText(/ready/);
    const revoked: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/auth/logout')
        revoked.push(request.headers.get('Authorization'));
    });
    await act(() => current.signOut());
    expect(revoked).toEqual(['Bearer stored']);
    expect(screen.getByText(/signed-out nobody/)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(onSignedOut).toHaveBeenCalledWith('logout');
  });

  it('refuses useSession outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/SessionProvider/);
  });
});

describe('session controller', () => {
  it('ignores a 401 while signed out (a wrong password on the login page)', () => {
    const listener = vi.fn();
    controller.onSignOut(listener);
    controller.handleError(new HttpError(401));
    expect(listener).not.toHaveBeenCalled();
    controller.setToken('t');
    controller.handleError(new HttpError(500));
    expect(listener).not.toHaveBeenCalled();
  });

  it('stores the auth parameter as the token and removes it from the address', () => {
    const replace = vi.fn();
    const token = controller.takeAuthParameter(
      'https://app.test/admin/links?auth=abc&q=x#top',
      replace,
    );
    expect(token).toBe('abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(replace).toHaveBeenCalledWith('/admin/links?q=x#top');
  });

  it('leaves the address alone without the parameter and on the store pages', () => {
    const replace = vi.fn();
    expect(controller.takeAuthParameter('https://app.test/admin/home', replace)).toBeNull();
    expect(controller.takeAuthParameter('https://app.test/login-store?auth=s', replace)).toBeNull();
    expect(controller.takeAuthParameter('https://app.test/auth?auth=s', replace)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the token in memory where there is no storage', () => {
    const memory = createSessionController({ storage: null });
    memory.setToken('m');
    expect(memory.getToken()).toBe('m');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('login redirects', () => {
  it('keeps where the user was and only accepts paths of this app', () => {
    expect(loginHref('/admin/links?q=a')).toBe('/login?redirect=%2Fadmin%2Flinks%3Fq%3Da');
    expect(loginHref('/login')).toBe('/login');
    expect(safeRedirect('/admin/home')).toBe('/admin/home');
    expect(safeRedirect('//evil.test')).toBeNull();
    expect(safeRedirect('https://evil.test')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
