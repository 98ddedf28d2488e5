import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, ToastQueue, toastQueue, ToastRegion, toastTimeoutMs } from './Toast';

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => toastQueue.clear());
    vi.useRealTimers();
  });

  it('shows a message from showToast in a polite status region, for 2000 ms', () => {
    render(<ToastRegion />);
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => {
      showToast('Settings saved');
    });
    expect(within(region).getByText('Settings saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(toastTimeoutMs - 1));
    expect(within(region).getByText('Settings saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByText('Settings saved')).not.toBeInTheDocument();
  });

  it('stacks toasts oldest first, each with its own timeout, and closes one by key', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} aria-label="התראות" />);
    const region = screen.getByRole('status', { name: 'התראות' });
    let first = 0;
    act(() => {
      first = queue.add('Link copied');
      queue.add('Could not save', { tone: 'critical', timeout: 5000 });
    });
    expect(region).toHaveTextContent(/Link copied.*Could not save/);
    act(() => queue.close(first));
    expect(region).not.toHaveTextContent('Link copied');
    act(() => vi.advanceTimersByTime(toastTimeoutMs));
    expect(region).toHaveTextContent('Could not save');
    act(() => vi.advanceTimersByTime(3000));
    expect(region).toHaveTextContent('');
  });

  it('keeps toasts of separate queues apart', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast('From the shared queue');
    });
    expect(screen.queryByText('From the shared queue')).not.toBeInTheDocument();
  });
});
