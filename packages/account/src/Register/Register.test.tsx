import { ERROR_MESSAGES, MESSAGES, ROUTES } from '@shoppable/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuth, setupAuthApi } from '../AuthForm/testKit';
import { Register } from './Register';

const api = setupAuthApi();
const checks: string[] = [];
beforeEach(() => {
  checks.length = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api.server.events.removeAllListeners();
  api.server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/auth/validate')) checks.push(path);
  });
});
afterEach(() => vi.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const settle = () => act(() => vi.advanceTimersByTimeAsync(400));

describe('Register', { timeout: 20_000 }, () => {
  it('checks the username 400 ms after typing stops, not before', async () => {
    api.mock();
    renderAuth(<Register />);
    await user().type(screen.getByLabelText(/^Username/), 'fresh_shop');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(checks).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await screen.findByText('This username is available')).toBeInTheDocument();
    expect(checks).toEqual(['/auth/validate/username']);
  });

  it('says a taken username is taken, with a log-in link', async () => {
    api.mock();
    renderAuth(<Register />);
    await user().type(screen.getByLabelText(/^Username/), 'demo');
    await settle();
    expect(await screen.findByText(MESSAGES.usernameTaken)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute(
      'href',
      ROUTES.login,
    );
  });

  it('normalises the username as typed and asks nothing while it is empty', async () => {
    api.mock();
    renderAuth(<Register />);
    const field = screen.getByLabelText(/^Username/);
    await user().type(field, 'My Shop!');
    expect(field).toHaveValue('myshop');
    await user().clear(field);
    await settle();
    expect(checks).toEqual([]);
    expect(screen.queryByText(MESSAGES.usernameFormat)).not.toBeInTheDocument();
  });

  it('checks the email format, then its availability', async () => {
    api.mock();
    renderAuth(<Register />);
    const field = screen.getByLabelText(/^Email/);
    await user().type(field, 'demo@');
    await settle();
    expect(await screen.findByText(MESSAGES.emailFormat)).toBeInTheDocument();
    await user().type(field, 'demo-store.test');
    await settle();
    expect(await screen.findByText(MESSAGES.emailTaken)).toBeInTheDocument();
  });

  it('enables Sign up only when all three are valid, then shows Check your email; Go back resets', async () => {
    api.mock();
    renderAuth(<Register />);
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await user().type(screen.getByLabelText(/^Username/), 'fresh_shop');
    await user().type(screen.getByLabelText(/^Email/), 'owner@fresh.test');
    await user().type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
    await settle();
    expect(submit).toBeDisabled();
    await user().type(screen.getByLabelText(/^Password/, { selector: 'input' }), '1');
    await settle();
    await waitFor(() => expect(submit).toBeEnabled());
    await user().click(submit);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/owner@fresh.test/)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByLabelText(/^Username/)).toHaveValue('');
  });

  it('keeps what was typed when the registration fails', async () => {
    api.mock({ error: true, only: ['register'] });
    renderAuth(<Register />);
    await user().type(screen.getByLabelText(/^Username/), 'fresh_shop');
    await user().type(screen.getByLabelText(/^Email/), 'owner@fresh.test');
    await user().type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await settle();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled());
    await user().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.registrationFailed);
    expect(screen.getByLabelText(/^Username/)).toHaveValue('fresh_shop');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('secret1');
  });

  it('links to the policies and speaks Hebrew', () => {
    renderAuth(<Register />, { locale: 'he-IL' });
    expect(screen.getByRole('link', { name: 'תנאי השימוש' })).toHaveAttribute('href', ROUTES.terms);
    expect(screen.getByRole('link', { name: 'מדיניות הפרטיות' })).toHaveAttribute(
      'href',
      ROUTES.privacyPolicy,
    );
  });
});
