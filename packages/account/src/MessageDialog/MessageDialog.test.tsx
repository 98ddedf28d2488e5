import { ApiError, HttpError, TimeoutError } from '@shoppable/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { MessageDialog, errorMessageKey } from './MessageDialog';

describe('MessageDialog', () => {
  it('shows its title and message and closes with OK', async () => {
    const onClose = vi.fn();
    render(<MessageDialog isOpen onClose={onClose} title="Check your email" message="Sent." />);
    expect(screen.getByRole('dialog', { name: 'Check your email' })).toHaveTextContent('Sent.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('stays closed when not open', () => {
    render(<MessageDialog isOpen={false} onClose={vi.fn()} title="T" message="M" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Hebrew', () => {
    render(
      <I18nProvider locale="he-IL">
        <MessageDialog isOpen onClose={vi.fn()} title="T" message="M" />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'אישור' })).toBeInTheDocument();
  });

  it('picks the §8 message of a failure', () => {
    expect(errorMessageKey(new TimeoutError())).toBe('account.timeout');
    expect(errorMessageKey(new ApiError('no'))).toBe('account.errorTitle');
    expect(errorMessageKey(new HttpError(500))).toBe('account.connectionError');
    expect(errorMessageKey(new TypeError('Failed to fetch'))).toBe('account.connectionError');
  });
});
