import { ERROR_MESSAGES, MESSAGES, ROUTES } from '@shoppable/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth, setupAuthApi } from '../AuthForm/testKit';
import { ResetPassword } from './ResetPassword';

const api = setupAuthApi();
const password = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const confirm = () => screen.getByLabelText(/^Confirm password/, { selector: 'input' });

describe('ResetPassword', { timeout: 20_000 }, () => {
  it('enables Reset only for a valid password typed twice, then offers the login', async () => {
    api.mock();
    renderAuth(<ResetPassword token="reset-token" />);
    const submit = screen.getByRole('button', { name: 'Reset password' });
    await userEvent.type(password(), 'secret1');
    await userEvent.type(confirm(), 'secret2');
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.clear(confirm());
    await userEvent.type(confirm(), 'secret1');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is set');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', ROUTES.login);
  });

  it('keeps the passwords and says so when the reset fails, and after 20 s says it timed out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.mock({ loading: true });
    renderAuth(<ResetPassword token="reset-token" />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(password(), 'secret1');
    await user.type(confirm(), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.requestTimeout);
    expect(password()).toHaveValue('secret1');
    vi.useRealTimers();
  });

  it('shows the reset error for a refused token', async () => {
    api.mock({ error: true });
    renderAuth(<ResetPassword token="old" />);
    await userEvent.type(password(), 'secret1');
    await userEvent.type(confirm(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password was not reset.');
  });

  it('explains a link without a token', () => {
    renderAuth(<ResetPassword token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is not complete.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      ROUTES.forgotPassword,
    );
  });
});
