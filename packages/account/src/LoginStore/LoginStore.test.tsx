import { ERROR_MESSAGES, ROUTES } from '@shoppable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuth, setupAuthApi } from '../AuthForm/testKit';
import { STORE_CONNECTED_MESSAGE } from '../StoreConnection';
import { LoginStore } from './LoginStore';

const api = setupAuthApi();
const postMessage = vi.fn();
beforeEach(() => {
  postMessage.mockClear();
  Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
});
afterEach(() => Object.defineProperty(window, 'opener', { value: null, configurable: true }));

const logIn = async () => {
  await userEvent.type(screen.getByLabelText('Username or email'), 'demo');
  await userEvent.type(screen.getByLabelText(/^Password/), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('LoginStore', { timeout: 20_000 }, () => {
  it('leaves at once without the auth parameter', () => {
    const onLeave = vi.fn();
    renderAuth(<LoginStore auth={null} onSignedIn={vi.fn()} onLeave={onLeave} />);
    expect(onLeave).toHaveBeenCalledOnce();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('logs in with the store auth, stores the token, tells the opener and hands over the user', async () => {
    api.mock();
    const bodies: unknown[] = [];
    api.server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/auth/login/connect')
        bodies.push(await request.clone().json());
    });
    const onSignedIn = vi.fn();
    renderAuth(<LoginStore auth="store-code" onSignedIn={onSignedIn} onLeave={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'New to Shoppable? Sign up' })).toHaveAttribute(
      'href',
      `${ROUTES.registerStore}?auth=store-code`,
    );
    await logIn();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ auth: 'store-code', username: 'demo', password: 'demo1234' }]);
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(postMessage).toHaveBeenCalledWith(STORE_CONNECTED_MESSAGE, '*');
  });

  it('shows the login error for a 401 and keeps what was typed', async () => {
    api.mock();
    api.server.use(
      http.post(`${api.baseUrl}/auth/login/connect`, () => new HttpResponse(null, { status: 401 })),
    );
    renderAuth(<LoginStore auth="store-code" onSignedIn={vi.fn()} onLeave={vi.fn()} />);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.incorrectLogin);
    expect(screen.getByLabelText('Username or email')).toHaveValue('demo');
  });

  it('opens the store-verification dialog when the store is refused, and leaves from it', async () => {
    api.mock({ error: true, only: ['loginConnect'] });
    const onLeave = vi.fn();
    renderAuth(<LoginStore auth="used-code" onSignedIn={vi.fn()} onLeave={onLeave} />);
    await logIn();
    const dialog = await screen.findByRole('alertdialog', { name: 'Store verification' });
    expect(dialog).toHaveTextContent(ERROR_MESSAGES.storeVerification);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onLeave).toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
