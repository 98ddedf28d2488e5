import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAvailability, type AvailabilityCheck } from './availability';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A check whose answers the test gives, one pending promise per call. */
function controlledCheck() {
  const calls: { value: string; signal: AbortSignal; answer: (free: boolean | Error) => void }[] =
    [];
  const check: AvailabilityCheck = (value, signal) =>
    new Promise((resolve, reject) => {
      calls.push({
        value,
        signal,
        answer: (free) => (free instanceof Error ? reject(free) : resolve(free)),
      });
    });
  return { calls, check };
}

const render = (check: AvailabilityCheck, value: string, valid = true) =>
  renderHook((props) => useAvailability(check, props.value, { valid: props.valid }), {
    initialProps: { value, valid },
  });

describe('useAvailability', () => {
  it('stays idle and asks nothing while the value fails the local check', async () => {
    const { calls, check } = controlledCheck();
    const { result } = render(check, 'maya@', false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('asks the server 400 ms after typing stops and shows its answer', async () => {
    const { calls, check } = controlledCheck();
    const { result, rerender } = render(check, 'm');
    expect(result.current).toBe('checking');
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ value: 'ma', valid: true });
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.map((c) => c.value)).toEqual(['ma']);
    await act(async () => calls[0]!.answer(false));
    expect(result.current).toBe('taken');
    rerender({ value: 'mai', valid: true });
    expect(result.current).toBe('checking');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await act(async () => calls[1]!.answer(true));
    expect(result.current).toBe('available');
  });

  it('ignores the answer for a value typed over, and aborts its call', async () => {
    const { calls, check } = controlledCheck();
    const { result, rerender } = render(check, 'maya');
    await act(() => vi.advanceTimersByTimeAsync(400));
    rerender({ value: 'mayan', valid: true });
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.answer(true));
    expect(result.current).toBe('checking');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await act(async () => calls[1]!.answer(false));
    expect(result.current).toBe('taken');
  });

  it('says error when the server cannot answer', async () => {
    const { calls, check } = controlledCheck();
    const { result } = render(check, 'maya');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await act(async () => calls[0]!.answer(new Error('offline')));
    expect(result.current).toBe('error');
  });

  it('keeps one call when the caller passes a new check function each render', async () => {
    const { calls, check } = controlledCheck();
    const { rerender } = renderHook(
      (props) => useAvailability((v, s) => check(v, s), props.value, { valid: true }),
      { initialProps: { value: 'maya' } },
    );
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender({ value: 'maya' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(calls.map((c) => c.value)).toEqual(['maya']);
  });
});
