import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { SignInPrompt } from './SignInPrompt';

describe('SignInPrompt', () => {
  it('sends the visitor to sign in or to sign up', async () => {
    const onSignIn = vi.fn();
    const onSignUp = vi.fn();
    render(<SignInPrompt onSignIn={onSignIn} onSignUp={onSignUp} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(onSignUp).toHaveBeenCalledOnce();
  });

  it('speaks Hebrew under a Hebrew locale', () => {
    render(
      <I18nProvider locale="he-IL">
        <SignInPrompt onSignIn={vi.fn()} onSignUp={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'התחברות' })).toBeInTheDocument();
  });
});
