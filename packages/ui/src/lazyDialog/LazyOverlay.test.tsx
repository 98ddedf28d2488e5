import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DialogTrigger } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogOverlay } from '../Dialog/DialogOverlay';
import type { DialogProps } from '../Dialog';
import { MoreMenuPopover } from '../MoreMenu/MoreMenuPopover';
import { LazyMenuTrigger } from './LazyMenuTrigger';
import { LazyModalOverlay } from './LazyOverlay';
import { lazyModule } from './openWhenLoaded';

afterEach(cleanup);

const items = [
  { id: 'edit', label: 'Edit' },
  { id: 'delete', label: 'Delete' },
];

function Menu({ load }: { load: () => Promise<{ MoreMenuPopover: typeof MoreMenuPopover }> }) {
  const module = lazyModule(load);
  return (
    <LazyMenuTrigger
      module={module}
      popover={(loaded, trigger) => (
        <loaded.MoreMenuPopover trigger={trigger} items={items} onAction={() => undefined} />
      )}
    >
      <Button>Actions</Button>
    </LazyMenuTrigger>
  );
}

describe('LazyMenuTrigger', () => {
  it('loads the menu only when it opens from the keyboard; Escape returns focus to the button', async () => {
    const load = vi.fn(() => Promise.resolve({ MoreMenuPopover }));
    render(<Menu load={load} />);
    expect(load).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // Where focus lands inside the menu is checked in a real browser (the stories, the e2e flows).
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes again when its code cannot load, and the next press tries again', async () => {
    const load = vi
      .fn<() => Promise<{ MoreMenuPopover: typeof MoreMenuPopover }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ MoreMenuPopover });
    render(<Menu load={load} />);
    const button = screen.getByRole('button', { name: 'Actions' });
    await act(async () => userEvent.click(button));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

function Dialog({
  load,
  ...props
}: Omit<DialogProps, 'title' | 'children'> & {
  load: () => Promise<{ DialogOverlay: typeof DialogOverlay }>;
}) {
  const module = lazyModule(load);
  return (
    <LazyModalOverlay module={module} {...props}>
      {(loaded) => (
        <loaded.DialogOverlay {...props} title="Rename">
          Body
        </loaded.DialogOverlay>
      )}
    </LazyModalOverlay>
  );
}

describe('LazyModalOverlay', () => {
  it('loads nothing while closed, then opens and stays mounted to close as before', async () => {
    const load = vi.fn(() => Promise.resolve({ DialogOverlay }));
    const { rerender } = render(<Dialog load={load} isOpen={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Dialog load={load} isOpen />);
    expect(await screen.findByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
    await act(async () => rerender(<Dialog load={load} isOpen={false} />));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('inside a DialogTrigger, loads its code when it mounts and opens from the trigger', async () => {
    const load = vi.fn(() => Promise.resolve({ DialogOverlay }));
    const module = lazyModule(load);
    render(
      <DialogTrigger>
        <Button>Rename…</Button>
        <LazyModalOverlay module={module}>
          {(loaded) => <loaded.DialogOverlay title="Rename">Body</loaded.DialogOverlay>}
        </LazyModalOverlay>
      </DialogTrigger>,
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Rename…' }));
    expect(await screen.findByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
  });
});
