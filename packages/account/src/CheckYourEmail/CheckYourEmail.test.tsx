import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { CheckYourEmail } from './CheckYourEmail';

describe('CheckYourEmail', () => {
  it('names the address and goes back', async () => {
    const onBack = vi.fn();
    render(<CheckYourEmail email="owner@shop.test" onBack={onBack} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'We sent a verification link to owner@shop.test.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('speaks Hebrew', () => {
    render(
      <I18nProvider locale="he-IL">
        <CheckYourEmail email="owner@shop.test" onBack={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('owner@shop.test');
    expect(screen.getByRole('button', { name: 'חזרה' })).toBeInTheDocument();
  });
});
