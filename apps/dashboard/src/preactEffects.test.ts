import { options } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import './preactEffects';

/** Schedules a flush the way Preact's hooks do after a render. */
function scheduleEffects(flush: () => void) {
  options.requestAnimationFrame!(flush);
}

describe("the build's effect timing (Preact)", () => {
  it('runs the effects of a render during a key event before the next key', async () => {
    const flush = vi.fn();
    // Browsers set window.event while an event's listeners run (happy-dom does not).
    vi.stubGlobal('event', new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    scheduleEffects(flush);
    vi.unstubAllGlobals();
    await Promise.resolve();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a click', new MouseEvent('click')],
    ['no event', undefined],
  ])('runs the others after the next frame, as Preact does: %s', async (_, event) => {
    vi.useFakeTimers();
    const flush = vi.fn();
    vi.stubGlobal('event', event);
    scheduleEffects(flush);
    vi.unstubAllGlobals();
    await Promise.resolve();
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(flush).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
