import { ERROR_MESSAGES } from '@shoppable/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAuth, setupAuthApi } from '../AuthForm/testKit';
import { RegisterRequest } from './RegisterRequest';

const api = setupAuthApi();

async function fillForm() {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Dana');
  await userEvent.type(screen.getByLabelText(/^Email/), 'dana@shop.test');
  await userEvent.type(screen.getByLabelText(/^About your store/), 'Shoes and bags');
}

describe('RegisterRequest', { timeout: 20_000 }, () => {
  it('enables Send only when name, email and description are valid', async () => {
    api.mock();
    renderAuth(<RegisterRequest />);
    const submit = screen.getByRole('button', { name: 'Send request' });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Dana');
    await userEvent.type(screen.getByLabelText(/^Email/), 'dana@');
    await userEvent.type(screen.getByLabelText(/^About your store/), 'Shoes');
    expect(submit).toBeDisabled();
    expect(screen.getByText("That email doesn't look right")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'shop.test');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('opens the success dialog whose button leaves for the external address', async () => {
    api.mock();
    renderAuth(<RegisterRequest doneHref="https://example.test/thanks" />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request sent' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      'https://example.test/thanks',
    );
  });

  it('says the request failed and keeps the form', async () => {
    api.mock({ error: true });
    renderAuth(<RegisterRequest />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES.registrationRequestFailed,
    );
    expect(screen.getByLabelText(/^About your store/)).toHaveValue('Shoes and bags');
  });
});
