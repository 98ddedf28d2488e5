import { ApiError, TimeoutError } from '@shoppable/api-client';
import { ERROR_MESSAGES, MESSAGES } from '@shoppable/domain';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { AuthScreen, FormAlert, useFieldMessage, useRequestError } from './AuthForm';

const hebrew = ({ children }: { children: ReactNode }) => (
  <I18nProvider locale="he-IL">{children}</I18nProvider>
);

describe('AuthScreen', () => {
  it('titles the screen, shows the lead and offers Back only with onBack', async () => {
    const onBack = vi.fn();
    const { rerender } = render(
      <AuthScreen title="Log in" lead="Welcome">
        <FormAlert>Failed</FormAlert>
      </AuthScreen>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    rerender(
      <AuthScreen title="Log in" onBack={onBack}>
        <p>content</p>
      </AuthScreen>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

describe('useFieldMessage', () => {
  it("puts the domain's field messages in the locale and leaves others as they are", () => {
    const english = renderHook(() => useFieldMessage()).result.current;
    expect(english(MESSAGES.usernameTaken)).toBe(MESSAGES.usernameTaken);
    const translate = renderHook(() => useFieldMessage(), { wrapper: hebrew }).result.current;
    expect(translate(MESSAGES.emailFormat)).toBe('כתובת האימייל הזו לא נראית תקינה');
    expect(translate('Some server text')).toBe('Some server text');
    expect(translate(undefined)).toBeUndefined();
  });
});

describe('useRequestError', () => {
  it('names a timeout and a network failure, otherwise gives the screen its own text', () => {
    const message = renderHook(() => useRequestError()).result.current;
    expect(message(new TimeoutError(), 'own')).toBe(ERROR_MESSAGES.requestTimeout);
    expect(message(new TypeError('Failed to fetch'), 'own')).toBe(ERROR_MESSAGES.connection);
    expect(message(new ApiError('nope'), 'own')).toBe('own');
  });
});
