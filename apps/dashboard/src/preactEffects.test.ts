import { options } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import './preactEffects';

/** Schedules a flush the way Preact's hooks do after a render. */
function scheduleEffects(flush: () => void) {
  options.requestAnimationFrame!(flush);
}

describe("the build's effect timing (Preact)", () => {
  it('runs the effects of a render during an event before the next event', async () => {
    const flush = vi.fn();
    // Browsers set window.event while an event's listeners run (happy-dom does not).
    vi.stubGlobal('event', new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    scheduleEffects(flush);
    vi.unstubAllGlobals();
    await Promise.resolve();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('runs the others after the next frame, as Preact does', async () => {
    vi.useFakeTimers();
    const flush = vi.fn();
    scheduleEffects(flush);
    await Promise.resolve();
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(flush).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
