import { ERROR_MESSAGES } from '@shoppable/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuth, setupAuthApi } from '../AuthForm/testKit';
import { VerifyAccount } from './VerifyAccount';

const api = setupAuthApi();
const calls: string[] = [];
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls.length = 0;
  api.server.events.removeAllListeners();
  api.server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname);
  });
});
afterEach(() => vi.useRealTimers());

/** Lets the answer arrive without moving the clock past the delays under test. */
const answer = () => act(() => vi.advanceTimersByTimeAsync(50));

describe('VerifyAccount', () => {
  it('shows the loader, the result 0.7 s after the answer, and goes to login 2.5 s later', async () => {
    api.mock();
    const onVerified = vi.fn();
    renderAuth(<VerifyAccount token="t1" onVerified={onVerified} />);
    expect(screen.getByRole('progressbar', { name: 'Verifying your account' })).toBeInTheDocument();
    await answer();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toHaveTextContent('Your account is verified');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_400));
    expect(onVerified).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onVerified).toHaveBeenCalledOnce();
    expect(calls).toEqual(['/auth/account/verify']);
  });

  it('says the link expired when the server does not verify it, and stays', async () => {
    api.mock({ error: true });
    const onVerified = vi.fn();
    renderAuth(<VerifyAccount token="old" onVerified={onVerified} />);
    await answer();
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.verificationExpired);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('says the link expired without a token, asking nothing', async () => {
    api.mock();
    renderAuth(<VerifyAccount token={null} onVerified={vi.fn()} />);
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.verificationExpired);
    expect(calls).toEqual([]);
  });

  it('never leaves the loader when the server does not answer', async () => {
    api.mock({ loading: true });
    renderAuth(<VerifyAccount token="t1" onVerified={vi.fn()} />);
    await act(() => vi.advanceTimersByTimeAsync(20_000 + 700));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.verificationExpired);
  });
});
