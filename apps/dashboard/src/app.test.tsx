import { TOKEN_KEY } from '@shoppable/account';
import { MOCK_NOW, MockStore, mockHandlers, type MockOptions } from '@shoppable/api-client/mocks';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { createAppContext, startSessionVerification, takeAuthFromAddress } from './appContext';
import { LOCALE_STORAGE_KEY } from './locale';
import { SPLASH_KEY } from './shell/AppStart';

const BASE_URL = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(SPLASH_KEY, '1');
});

function renderApp(
  path: string,
  {
    token,
    handlers = [],
    ...mocks
  }: MockOptions & { token?: string; handlers?: HttpHandler[] } = {},
) {
  server.use(
    ...mockHandlers(BASE_URL, { store: new MockStore({ now: MOCK_NOW, ...mocks }), ...mocks }),
  );
  server.use(...handlers);
  if (token) localStorage.setItem(TOKEN_KEY, token);
  const context = createAppContext({ baseUrl: BASE_URL });
  const history = createMemoryHistory({ initialEntries: [path] });
  render(<App context={context} history={history} />);
  return { history, context };
}

const path = (history: ReturnType<typeof createMemoryHistory>) =>
  history.location.pathname + history.location.search;

describe('dashboard routes', { timeout: 15_000 }, () => {
  it('sends a signed-out visitor to login, keeping where they were', async () => {
    const { history } = renderApp('/admin/links?q=summer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(path(history)).toBe('/login?redirect=%2Fadmin%2Flinks%3Fq%3Dsummer');
  });

  it('opens / and /admin on the home page with the shell for the merchant', async () => {
    const { history } = renderApp('/', { token: 't' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(history.location.pathname).toBe('/admin/home');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the latest Instants of the business on the home page', async () => {
    renderApp('/admin/home', { token: 't' });
    const panel = await screen.findByRole('tabpanel', { name: 'Instants' });
    // The links package's RecentInstants: 4 items (after 4 placeholders), each opening its preview.
    await waitFor(() => {
      const items = within(panel).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      for (const item of items) {
        expect(within(item).getByRole('link').getAttribute('href')).toMatch(
          /^\/admin\/links\/[^/]+\/preview$/,
        );
      }
    });
  });

  it('gives an influencer the reduced sidebar', async () => {
    renderApp('/admin', { token: 't', role: 'influencer' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Links', 'Shorts', 'Analytics', 'Help']);
  });

  it('sends unknown paths home, and excluded paths to the not-found page', async () => {
    const { history } = renderApp('/no/such/page', { token: 't' });
    await waitFor(() => expect(history.location.pathname).toBe('/admin/home'));
    await act(() => history.push('/favicon.png'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('opens the shopboard on the network of the address', async () => {
    renderApp('/admin/shopboard?network=pinterest', { token: 't' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop the Feed' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pinterest' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('finishes a network connection at /:social/auth and replaces it with the shopboard', async () => {
    const connect = vi.fn();
    const { history } = renderApp('/pinterest/auth?code=one-time', {
      token: 't',
      handlers: [
        http.post(`${BASE_URL}/admin/v1/shopboard/pinterest/auth/connect`, async ({ request }) => {
          connect(await request.json());
          return HttpResponse.json({ status: true, data: null, error: null });
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop the Feed' }),
    ).toBeInTheDocument();
    expect(path(history)).toBe('/admin/shopboard?network=pinterest');
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledWith({ code: 'one-time' });
  });

  it('says the authentication failed for a refused code, with a way back', async () => {
    const { history } = renderApp('/tiktok/auth?code=used', {
      token: 't',
      handlers: [
        http.post(`${BASE_URL}/admin/v1/shopboard/tiktok/auth/connect`, () =>
          HttpResponse.json({ status: false, data: null, error: 'The code is used' }),
        ),
      ],
    });
    const dialog = await screen.findByRole('alertdialog', {
      name: 'authentication failed for tiktok',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Shop the Feed' }));
    await waitFor(() => expect(path(history)).toBe('/admin/shopboard?network=tiktok'));
  });

  it('opens the editor page of the home page create buttons', async () => {
    const { history } = renderApp('/admin/home', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Instant' }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/links/create');
  });

  it('logs out after confirmation and goes to login', async () => {
    const { history } = renderApp('/admin/home', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'demo Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('switches to Hebrew from the user menu, right to left, and remembers it', async () => {
    renderApp('/admin/home', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'demo Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'עברית' }));
    expect(await screen.findByRole('navigation', { name: 'ראשי' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'he-IL');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('he-IL');
  });

  it('returns to login keeping the location when the server refuses the token', async () => {
    const { history } = renderApp('/admin/settings', {
      token: 'expired',
      handlers: [
        http.post(`${BASE_URL}/auth/verify`, () => new HttpResponse(null, { status: 401 })),
      ],
    });
    await waitFor(() => expect(path(history)).toBe('/login?redirect=%2Fadmin%2Fsettings'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows the Trends upgrade dialog to a free admin instead of the page', async () => {
    renderApp('/admin/home', { token: 't', plan: 'free' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: /Trends/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Unlock business features',
    });
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/pricing-plans',
    );
  });
});

/** Resizes happy-dom's window (media queries follow it). */
function setViewport(width: number, height: number) {
  const { happyDOM } = window as unknown as {
    happyDOM: { setViewport: (size: { width: number; height: number }) => void };
  };
  happyDOM.setViewport({ width, height });
}

describe('phone layout', { timeout: 15_000 }, () => {
  beforeEach(() => setViewport(390, 844));
  afterEach(() => setViewport(1024, 768));

  it('blocks a new influencer at the plan cap with its dialog', async () => {
    const store = new MockStore({ now: MOCK_NOW, plan: 'trial' });
    expect(store.data.influencers.length).toBeGreaterThanOrEqual(3);
    renderApp('/admin/home', { token: 't', plan: 'trial' });
    const tabs = await screen.findByRole('navigation', { name: 'Quick navigation' });
    await userEvent.click(within(tabs).getByRole('button', { name: 'Create' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Influencer' }));
    expect(
      await screen.findByRole('dialog', { name: 'You have reached 3 influencers' }),
    ).toBeInTheDocument();
  });
});

describe('app start', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the loader, then the error fallback when no user is loaded in 20 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/admin/home', { token: 't', loading: true, only: ['verifySession'] });
    expect(
      await screen.findByRole('progressbar', { name: 'Loading your dashboard' }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(
      await screen.findByRole('heading', { name: "We couldn't load your dashboard" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Request timed-out, please try again later',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('splash', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('covers the start of a saved session until it is ready, once per tab', async () => {
    sessionStorage.removeItem(SPLASH_KEY);
    renderApp('/admin/home', { token: 't' });
    const splash = await screen.findByRole('status', { name: 'Loading your dashboard' });
    expect(within(splash).getByRole('img', { name: 'Shoppable' })).toBeInTheDocument();
    // The session is ready at once here: the cover fades (500 ms) well before its 2 s.
    await waitFor(
      () =>
        expect(
          screen.queryByRole('status', { name: 'Loading your dashboard' }),
        ).not.toBeInTheDocument(),
      { timeout: 1500 },
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(sessionStorage.getItem(SPLASH_KEY)).toBe('1');
  });

  it('leaves after 2 s at most when the session is slow, the loader still showing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.removeItem(SPLASH_KEY);
    renderApp('/admin/home', {
      token: 't',
      handlers: [http.post(`${BASE_URL}/auth/verify`, () => new Promise<never>(() => {}))],
    });
    await screen.findByRole('status', { name: 'Loading your dashboard' });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    // Then the 500 ms fade.
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(
      screen.queryByRole('status', { name: 'Loading your dashboard' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading your dashboard' })).toBeVisible();
  });

  it('does not cover the sign-in pages', async () => {
    sessionStorage.removeItem(SPLASH_KEY);
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(
      screen.queryByRole('status', { name: 'Loading your dashboard' }),
    ).not.toBeInTheDocument();
  });
});

describe('the auth parameter', () => {
  it('stores the token and removes it from the address', () => {
    const context = createAppContext({ baseUrl: BASE_URL });
    const replaced: string[] = [];
    const token = takeAuthFromAddress(
      context,
      { href: 'http://app.test/admin/links?auth=abc&tab=2#top' },
      { state: null, replaceState: (_s, _t, url) => replaced.push(String(url)) },
    );
    expect(token).toBe('abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(replaced).toEqual(['/admin/links?tab=2#top']);
  });
});

/** Has the mock API answer, counting its session checks: how many the server was asked. */
function countVerifications() {
  let verifications = 0;
  server.use(
    http.post(`${BASE_URL}/auth/verify`, () => {
      verifications += 1;
      return undefined;
    }),
    ...mockHandlers(BASE_URL, { store: new MockStore({ now: MOCK_NOW }) }),
  );
  return () => verifications;
}

describe('the start verification', () => {
  it('starts with the entry on an app page and the app takes it over: the server is asked once', async () => {
    const verifications = countVerifications();
    localStorage.setItem(TOKEN_KEY, 't');
    const context = createAppContext({ baseUrl: BASE_URL });
    expect(startSessionVerification(context, '/admin/home')).toBe(true);
    expect(context.session.getSnapshot()).toMatchObject({ token: 't', verifying: true });
    render(
      <App context={context} history={createMemoryHistory({ initialEntries: ['/admin/home'] })} />,
    );
    await screen.findByRole('navigation', { name: 'Main' });
    expect(verifications()).toBe(1);
  });

  it('does not start without a token, nor on the sign-in pages', () => {
    const context = createAppContext({ baseUrl: BASE_URL });
    expect(startSessionVerification(context, '/admin/home')).toBe(false);
    localStorage.setItem(TOKEN_KEY, 't');
    expect(startSessionVerification(context, '/login')).toBe(false);
    expect(startSessionVerification(context, '/register')).toBe(false);
    expect(context.session.getSnapshot().verifying).toBe(false);
  });
});
