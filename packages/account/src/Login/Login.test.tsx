import { ERROR_MESSAGES, ROUTES } from '@shoppable/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth, setupAuthApi } from '../AuthForm/testKit';
import { influencerLoginLink } from '@shoppable/domain';
import { InfluencerLogin, Login, savedCredentialsFromSearch } from './Login';

const api = setupAuthApi();

const fill = async (label: string | RegExp, text: string) =>
  userEvent.type(screen.getByLabelText(label), text);

describe('Login', { timeout: 20_000 }, () => {
  it('enables Log in only when the username and a 6-character password are there', async () => {
    api.mock();
    renderAuth(<Login onSignedIn={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    await fill('Username or email', 'demo');
    await fill(/^Password/, 'demo1');
    expect(submit).toBeDisabled();
    await fill(/^Password/, '2');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('shows a field’s message once it was changed and left, and clears it when fixed', async () => {
    renderAuth(<Login onSignedIn={vi.fn()} />);
    const username = screen.getByLabelText('Username or email');
    await userEvent.click(username);
    await userEvent.tab();
    expect(username).not.toHaveAttribute('aria-invalid');
    await fill(/^Password/, 'demo1');
    expect(screen.queryByText(/^Password must be/)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /^Password must be at least 6 characters/,
    );
    await fill('Username or email', 'x');
    await userEvent.clear(username);
    await userEvent.tab();
    expect(username).toHaveAccessibleDescription('This field is required');
    await fill(/^Password/, '2');
    expect(screen.queryByText(/^Password must be/)).not.toBeInTheDocument();
  });

  it('sends the username as the schema sanitizes it', async () => {
    api.mock();
    const onSignedIn = vi.fn();
    renderAuth(<Login onSignedIn={onSignedIn} />);
    await fill('Username or email', '  demo ');
    await fill(/^Password/, 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it('logs in, stores the token and hands over the verified user', async () => {
    api.mock();
    const onSignedIn = vi.fn();
    renderAuth(<Login onSignedIn={onSignedIn} />);
    await fill('Username or email', 'demo');
    await fill(/^Password/, 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]![0]).toMatchObject({ username: 'demo', isAdmin: true });
    expect(localStorage.getItem('token')).toBeTruthy();
  });

  it('says the credentials are wrong and keeps what was typed, without a spinner', async () => {
    api.mock();
    const onSignedIn = vi.fn();
    renderAuth(<Login onSignedIn={onSignedIn} />);
    await fill('Username or email', 'demo');
    await fill(/^Password/, 'wrong99');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.incorrectLogin);
    expect(screen.getByLabelText('Username or email')).toHaveValue('demo');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong99');
    expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the timeout message after 20 s without an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.mock({ loading: true });
    renderAuth(<Login onSignedIn={vi.fn()} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('Username or email'), 'demo');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.requestTimeout);
    expect(screen.getByLabelText('Username or email')).toHaveValue('demo');
    vi.useRealTimers();
  });

  it('links to forgot password, sign up and the influencer login', () => {
    renderAuth(<Login onSignedIn={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      ROUTES.forgotPassword,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', ROUTES.register);
    expect(screen.getByRole('link', { name: 'Log in as an influencer' })).toHaveAttribute(
      'href',
      ROUTES.loginInfluencer,
    );
  });

  it('speaks Hebrew', () => {
    renderAuth(<Login onSignedIn={vi.fn()} />, { locale: 'he-IL' });
    expect(screen.getByRole('heading', { level: 1, name: 'התחברות' })).toBeInTheDocument();
  });
});

describe('InfluencerLogin', { timeout: 20_000 }, () => {
  it('asks for the merchant username too and switches back to the merchant login', async () => {
    api.mock();
    renderAuth(<InfluencerLogin onSignedIn={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Log in' });
    await fill('Influencer username', 'maya');
    await fill(/^Password/, 'maya1234');
    expect(submit).toBeDisabled();
    await fill('Merchant username', 'demo');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByRole('link', { name: 'Log in as a merchant' })).toHaveAttribute(
      'href',
      ROUTES.login,
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      ROUTES.forgotPasswordInfluencer,
    );
  });

  it('logs in by itself with a login link, the usernames filled in', async () => {
    const store = api.mock({ role: 'influencer' });
    const username = store.data.influencers[0]!.username;
    const onSignedIn = vi.fn();
    renderAuth(
      <InfluencerLogin
        onSignedIn={onSignedIn}
        savedCredentials={{ adminUsername: 'demo', username, code: `code-${username}` }}
      />,
    );
    expect(screen.getByLabelText('Merchant username')).toHaveValue('demo');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]![0]).toMatchObject({ isAdmin: false });
  });

  it('tells an influencer whose account is turned off, keeping what was typed', async () => {
    api.mock();
    api.server.use(
      http.post(
        `${api.baseUrl}/admin/v1/influencers/login`,
        () => new HttpResponse(null, { status: 403 }),
      ),
    );
    renderAuth(<InfluencerLogin onSignedIn={vi.fn()} />);
    await fill('Merchant username', 'demo');
    await fill('Influencer username', 'noa');
    await fill(/^Password/, 'noa-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText(
        'Your influencer account is turned off. Ask the merchant to turn it back on.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Influencer username')).toHaveValue('noa');
  });

  it('says a used login link cannot log in and leaves the form to the password', async () => {
    const store = api.mock({ role: 'influencer' });
    const username = store.data.influencers[0]!.username;
    const onSignedIn = vi.fn();
    renderAuth(
      <InfluencerLogin
        onSignedIn={onSignedIn}
        savedCredentials={{ adminUsername: 'demo', username, code: 'used-code' }}
      />,
    );
    expect(
      await screen.findByText(
        'This login link was already used or has expired: log in with your password, or ask for a new link.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Influencer username')).toHaveValue(username);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('savedCredentialsFromSearch', () => {
  it('reads the login link the merchant shares, and nothing unless all three are there', () => {
    const link = new URL(influencerLoginLink('https://app.test', 'demo', 'maya', 'c0de+x'));
    expect(savedCredentialsFromSearch(link.search)).toEqual({
      adminUsername: 'demo',
      username: 'maya',
      code: 'c0de+x',
    });
    expect(savedCredentialsFromSearch('?admin_username=demo&username=maya')).toBeUndefined();
  });
});
