import { act, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { createTopBarSlot, TopBarSlot, useTopBarSlot } from './topBarSlot';

function SaveInTopBar() {
  const slot = useTopBarSlot();
  return slot ? createPortal(<button type="button">Save</button>, slot) : <p>No slot</p>;
}

describe('the top bar slot', () => {
  it('tells its readers when the slot element mounts, and only them', () => {
    const store = createTopBarSlot();
    const listener = vi.fn();
    store.subscribe(listener);
    render(
      <TopBarSlot.Provider value={store}>
        <header aria-label="Top bar">
          <span ref={store.set} />
        </header>
        <SaveInTopBar />
      </TopBarSlot.Provider>,
    );
    expect(listener).toHaveBeenCalledOnce();
    expect(store.get()).toBeInstanceOf(HTMLSpanElement);
    expect(screen.getByRole('banner', { name: 'Top bar' })).toContainElement(
      screen.getByRole('button', { name: 'Save' }),
    );
  });

  it('is empty outside the dashboard layout', () => {
    render(<SaveInTopBar />);
    expect(screen.getByText('No slot')).toBeInTheDocument();
  });

  it('does not tell its readers twice about the same element', () => {
    const store = createTopBarSlot();
    const listener = vi.fn();
    const element = document.createElement('span');
    store.subscribe(listener);
    act(() => store.set(element));
    act(() => store.set(element));
    expect(listener).toHaveBeenCalledOnce();
  });
});
