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

describe("the build's render timing (Preact)", () => {
  /** Asks for a render the way Preact does when a state changes. */
  function askRender(render: () => void) {
    options.debounceRendering!(render);
  }

  it('renders what a response or a timer changed in a task of its own', async () => {
    vi.useFakeTimers();
    const render = vi.fn();
    vi.stubGlobal('event', undefined);
    askRender(render);
    vi.unstubAllGlobals();
    await Promise.resolve();
    expect(render).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(render).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it.each([
    ['a click', new MouseEvent('click')],
    ['a key', new KeyboardEvent('keydown', { key: 'a' })],
    ['typing', new InputEvent('input')],
  ])('renders what %s changed in a microtask, before the next event', async (_, event) => {
    const render = vi.fn();
    vi.stubGlobal('event', event);
    askRender(render);
    vi.unstubAllGlobals();
    await Promise.resolve();
    expect(render).toHaveBeenCalledTimes(1);
  });
});
