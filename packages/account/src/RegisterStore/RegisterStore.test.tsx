import { ERROR_MESSAGES, MESSAGES, ROUTES } from '@shoppable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuth, setupAuthApi } from '../AuthForm/testKit';
import { STORE_CONNECTED_MESSAGE } from '../StoreConnection';
import { RegisterStore } from './RegisterStore';

const api = setupAuthApi();
const postMessage = vi.fn();
beforeEach(() => {
  postMessage.mockClear();
  Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
});
afterEach(() => Object.defineProperty(window, 'opener', { value: null, configurable: true }));

const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('RegisterStore', { timeout: 20_000 }, () => {
  it('leaves at once without the auth parameter', () => {
    const onLeave = vi.fn();
    renderAuth(<RegisterStore auth={null} onSignedIn={vi.fn()} onLeave={onLeave} />);
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('shows the store email read-only and signs up once the username is free', async () => {
    api.mock();
    const onSignedIn = vi.fn();
    renderAuth(
      <RegisterStore
        auth="store-code"
        email="owner@fresh.test"
        onSignedIn={onSignedIn}
        onLeave={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/^Email/)).toHaveValue('owner@fresh.test');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await userEvent.type(screen.getByLabelText(/^Username/), 'demo');
    await userEvent.type(password(), 'secret1');
    expect(await screen.findByText(MESSAGES.usernameTaken)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/^Username/));
    await userEvent.type(screen.getByLabelText(/^Username/), 'fresh_shop');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(screen.getByRole('status')).toHaveTextContent('your store is connected');
    expect(postMessage).toHaveBeenCalledWith(STORE_CONNECTED_MESSAGE, '*');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `${ROUTES.loginStore}?auth=store-code`,
    );
  });

  it('opens the store-verification dialog for a refused store code', async () => {
    api.mock();
    api.server.use(
      http.post(
        `${api.baseUrl}/auth/register/connect`,
        () => new HttpResponse(null, { status: 401 }),
      ),
    );
    const onLeave = vi.fn();
    renderAuth(<RegisterStore auth="used" onSignedIn={vi.fn()} onLeave={onLeave} />);
    await userEvent.type(screen.getByLabelText(/^Username/), 'fresh_shop');
    await userEvent.type(screen.getByLabelText(/^Email/), 'owner@fresh.test');
    await userEvent.type(password(), 'secret1');
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onLeave).toHaveBeenCalled();
  });

  it('says the store registration failed and keeps what was typed', async () => {
    api.mock({ error: true, only: ['registerConnect'] });
    renderAuth(
      <RegisterStore auth="c" email="owner@fresh.test" onSignedIn={vi.fn()} onLeave={vi.fn()} />,
    );
    await userEvent.type(screen.getByLabelText(/^Username/), 'fresh_shop');
    await userEvent.type(password(), 'secret1');
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES.storeRegistrationFailed,
    );
    expect(screen.getByLabelText(/^Username/)).toHaveValue('fresh_shop');
  });
});
