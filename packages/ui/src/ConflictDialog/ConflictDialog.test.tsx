import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConflictDialog, type ConflictDialogProps } from './ConflictDialog';

const fields = [
  { label: 'Description', mine: 'Beach day', theirs: 'Pool day' },
  { label: 'Promocode', mine: 'SUN10', theirs: 'SUN10' },
  { label: 'Shopping URL', mine: '', theirs: 'https://demo-store.test/sale' },
];

function Example(props: Partial<ConflictDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <ConflictDialog
      isOpen={open}
      onOpenChange={setOpen}
      fields={fields}
      onReload={() => {}}
      onOverwrite={() => {}}
      {...props}
    />
  );
}

describe('ConflictDialog', () => {
  it('is an alert dialog named by its title, saying nothing typed is lost', () => {
    render(<Example title="This Instant was changed elsewhere" />);
    const dialog = screen.getByRole('alertdialog', { name: 'This Instant was changed elsewhere' });
    expect(dialog).toHaveTextContent('Everything you typed is still here.');
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Overwrite' })).toBeInTheDocument();
  });

  it('reviews their changes: only the fields that differ, yours next to theirs', async () => {
    render(<Example />);
    const dialog = screen.getByRole('alertdialog', { name: 'Changed elsewhere' });
    expect(within(dialog).queryByRole('table')).toBeNull();
    const review = within(dialog).getByRole('button', { name: 'Review their changes' });
    expect(review).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(review);
    const table = within(dialog).getByRole('table', { name: 'The fields that differ' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Yours', 'Theirs']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'DescriptionBeach dayPool day',
      'Shopping URL(empty)https://demo-store.test/sale',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Description' })).toBeInTheDocument();
    const hide = within(dialog).getByRole('button', { name: 'Hide their changes' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('says so when the fields it shows are the same on both sides', async () => {
    render(<Example fields={[{ label: 'Title', mine: 'A', theirs: 'A' }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Review their changes' }));
    expect(
      screen.getByText('The fields you edit here are the same in both versions.'),
    ).toBeInTheDocument();
  });

  it('calls Reload and Overwrite', async () => {
    const onReload = vi.fn();
    const onOverwrite = vi.fn();
    render(<Example onReload={onReload} onOverwrite={onOverwrite} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await userEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onOverwrite).toHaveBeenCalledOnce();
  });

  it('closes with Escape to keep editing without choosing', async () => {
    render(<Example />);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('disables Reload and shows Overwrite busy while the overwrite saves', () => {
    render(<Example isPending />);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });
});
