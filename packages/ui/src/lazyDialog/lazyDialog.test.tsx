import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazyDialog';

function Shown({ isOpen, title }: { isOpen: boolean; title: string }) {
  return isOpen ? <div role="dialog" aria-label={title} /> : <p>closed {title}</p>;
}

afterEach(cleanup);

describe('lazyDialog', () => {
  it('loads nothing while closed, then renders the dialog once it opens and keeps it mounted', async () => {
    const load = vi.fn(() => Promise.resolve(Shown));
    const Lazy = lazyDialog(load);
    const { rerender } = render(<Lazy isOpen={false} title="Pick" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('closed Pick')).not.toBeInTheDocument();

    rerender(<Lazy isOpen title="Pick" />);
    expect(await screen.findByRole('dialog', { name: 'Pick' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => rerender(<Lazy isOpen={false} title="Pick" />));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Still mounted: the dialog closes itself (react-aria's exit animation).
    expect(screen.getByText('closed Pick')).toBeInTheDocument();
  });
});
