import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoreMenu } from './MoreMenu';

const items = [
  { id: 'edit', label: 'Edit' },
  { id: 'expire', label: 'Expire', isDisabled: true },
  { id: 'delete', label: 'Delete', tone: 'critical' as const },
];

describe('MoreMenu', () => {
  it('opens a menu of the actions from a named button and reports the chosen one', async () => {
    const onAction = vi.fn();
    render(<MoreMenu aria-label="More actions" items={items} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens from the keyboard with Enter and with ArrowDown', async () => {
    render(<MoreMenu aria-label="More actions" items={items} onAction={vi.fn()} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    // Arrow keys between the items are covered by the story tests in a real browser.
  });

  it('closes on Escape without an action and returns focus to the button', async () => {
    const onAction = vi.fn();
    render(<MoreMenu aria-label="More actions" items={items} onAction={onAction} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('does not choose a disabled action', async () => {
    const onAction = vi.fn();
    render(<MoreMenu aria-label="More actions" items={items} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Expire' }));
    expect(onAction).not.toHaveBeenCalled();
  });
});
