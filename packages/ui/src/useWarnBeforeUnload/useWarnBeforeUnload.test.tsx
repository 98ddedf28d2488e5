import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWarnBeforeUnload } from './useWarnBeforeUnload';

/** Dispatches a cancelable beforeunload and answers whether something asked to stay. */
function leavingIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useWarnBeforeUnload', () => {
  it('asks before the tab closes only while active, and stops when unmounted', () => {
    const { rerender, unmount } = renderHook(({ active }) => useWarnBeforeUnload(active), {
      initialProps: { active: false },
    });
    expect(leavingIsQuestioned()).toBe(false);
    rerender({ active: true });
    expect(leavingIsQuestioned()).toBe(true);
    rerender({ active: false });
    expect(leavingIsQuestioned()).toBe(false);
    rerender({ active: true });
    unmount();
    expect(leavingIsQuestioned()).toBe(false);
  });
});
