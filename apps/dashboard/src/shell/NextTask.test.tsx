import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextTask } from './NextTask';

describe('NextTask', () => {
  afterEach(() => vi.useRealTimers());

  it('renders its children in the task after it mounts, not in the first render', async () => {
    vi.useFakeTimers();
    render(
      <main>
        <NextTask>
          <h1>Home</h1>
        </NextTask>
      </main>,
    );
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
