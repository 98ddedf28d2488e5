import { ERROR_MESSAGES } from '@shoppable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth, setupAuthApi } from '../AuthForm/testKit';
import { ForgotPassword } from './ForgotPassword';

const api = setupAuthApi();

describe('ForgotPassword', { timeout: 20_000 }, () => {
  it('sends the link, opens the email-sent dialog and clears the field', async () => {
    api.mock();
    renderAuth(<ForgotPassword onBack={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Send reset link' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Username or email/), 'demo');
    await userEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Email sent' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Username or email/)).toHaveValue('');
  });

  it('says an unknown username was not found and keeps it', async () => {
    api.mock();
    api.server.use(
      http.post(`${api.baseUrl}/auth/password/reset/request`, () =>
        HttpResponse.json({ status: false, data: null, error: 'not found' }),
      ),
    );
    renderAuth(<ForgotPassword onBack={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Username or email/), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(ERROR_MESSAGES.resetNotFound);
    expect(screen.getByLabelText(/^Username or email/)).toHaveValue('nobody');
  });

  it('says the reset went wrong when the service fails', async () => {
    api.mock();
    api.server.use(
      http.post(
        `${api.baseUrl}/auth/password/reset/request`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    renderAuth(<ForgotPassword onBack={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Username or email/), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(ERROR_MESSAGES.resetFailed);
  });

  it('asks influencers for both usernames and sends both', async () => {
    api.mock();
    const bodies: unknown[] = [];
    api.server.use(
      http.post(`${api.baseUrl}/auth/password/reset/request/influencer`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: true, data: null, error: null });
      }),
    );
    renderAuth(<ForgotPassword variant="influencer" onBack={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Send reset link' });
    await userEvent.type(screen.getByLabelText(/^Merchant username or email/), 'demo');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Influencer username or email/), 'maya');
    await userEvent.click(submit);
    await screen.findByRole('dialog', { name: 'Email sent' });
    expect(bodies).toEqual([{ username: 'demo', influencer_username: 'maya' }]);
  });

  it('goes back', async () => {
    const onBack = vi.fn();
    renderAuth(<ForgotPassword onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
