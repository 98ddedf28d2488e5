import { renderHook } from '@testing-library/react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useKeyboard, type KeyboardProps } from 'react-aria';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The dashboard's build renders ui with Preact (apps/dashboard/vite.config.ts), whose handlers
 * receive the browser's own event with React's few methods added (preact/compat). react-aria's
 * keyboard handlers copied an event with a spread, which leaves out the fields a native event keeps
 * as getters of its prototype (`key`, `target`…): Escape did not close a popover from its text box.
 * `patches/react-aria@3.53.1.patch` wraps such an event instead.
 */
function listenLikePreact(element: HTMLElement, props: KeyboardProps) {
  const { result } = renderHook(() => useKeyboard(props));
  const onKeyDown = result.current.keyboardProps.onKeyDown!;
  element.addEventListener('keydown', (event) => {
    onKeyDown(
      Object.assign(event, {
        persist() {},
        isPropagationStopped: () => event.cancelBubble,
        isDefaultPrevented: () => event.defaultPrevented,
        nativeEvent: event,
      }) as unknown as ReactKeyboardEvent<HTMLInputElement>,
    );
  });
}

function press(element: HTMLElement, key: string) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

describe("react-aria's keyboard handlers on the browser's own events (Preact)", () => {
  let parent: HTMLElement;
  let field: HTMLInputElement;
  beforeEach(() => {
    parent = document.createElement('div');
    field = document.createElement('input');
    parent.append(field);
    document.body.append(parent);
  });
  afterEach(() => parent.remove());

  it("read the event's key and target", () => {
    const seen: unknown[] = [];
    listenLikePreact(field, { onKeyDown: (e) => seen.push(e.key, e.target, e.altKey) });
    press(field, 'Escape');
    expect(seen).toEqual(['Escape', field, false]);
  });

  it('stop the event where handled, unless the handler continues its propagation', () => {
    const reachedParent = vi.fn();
    parent.addEventListener('keydown', reachedParent);
    listenLikePreact(field, {
      onKeyDown: (e) => {
        if (e.key === 'Tab') e.continuePropagation();
      },
    });
    press(field, 'Escape');
    expect(reachedParent).not.toHaveBeenCalled();
    press(field, 'Tab');
    expect(reachedParent).toHaveBeenCalledTimes(1);
  });

  it("prevent the browser's default through the wrapped event", () => {
    listenLikePreact(field, { onKeyDown: (e) => e.preventDefault() });
    expect(press(field, 'Enter').defaultPrevented).toBe(true);
  });
});
