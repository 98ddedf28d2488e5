import { ERROR_MESSAGES } from '@shoppable/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuth, setupAuthApi } from '../AuthForm/testKit';
import { STORE_CONNECTED_MESSAGE, StoreConnection } from './StoreConnection';

const api = setupAuthApi();
const postMessage = vi.fn();
beforeEach(() => {
  postMessage.mockClear();
  Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
});
afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
  vi.useRealTimers();
});

const props = () => ({ onDone: vi.fn(), onCancel: vi.fn(), onSwitchAccount: vi.fn() });

describe('StoreConnection', { timeout: 20_000 }, () => {
  it('connects, tells the opener and goes home 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.mock({ noStore: true });
    const p = props();
    renderAuth(<StoreConnection auth="store-code" {...p} />, { signedIn: true });
    expect(await screen.findByText(/^Logged in as demo/)).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Connect store' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your store is connected');
    expect(postMessage).toHaveBeenCalledWith(STORE_CONNECTED_MESSAGE, '*');
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(p.onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(p.onDone).toHaveBeenCalledOnce();
  });

  it('warns an account that already has a store and offers another account or cancel', async () => {
    api.mock();
    const p = props();
    renderAuth(<StoreConnection auth="store-code" {...p} />, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('already connected');
    expect(screen.queryByRole('button', { name: 'Connect store' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a different account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(p.onSwitchAccount).toHaveBeenCalledOnce();
    expect(p.onCancel).toHaveBeenCalledOnce();
  });

  it('says the connection failed, tells nobody and stays', async () => {
    api.mock({ noStore: true, error: true, only: ['storeConnect'] });
    const p = props();
    renderAuth(<StoreConnection auth="store-code" {...p} />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect store' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.storeConnectFailed);
    expect(postMessage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Connect store' })).not.toHaveAttribute('aria-busy');
  });

  it('explains a link without the store parameter', async () => {
    api.mock();
    renderAuth(<StoreConnection auth={null} {...props()} />, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('not complete');
  });
});
