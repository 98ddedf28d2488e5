import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConflictDialog, type ConflictDialogProps } from './ConflictDialog';

const fields = [
  { label: 'Description', mine: 'Beach day, with towels', theirs: 'Pool day' },
  { label: 'Promocode', mine: 'SUN10', theirs: 'SUN10' },
  { label: 'Shopping redirect URL', mine: '', theirs: 'https://demo-store.test/sale' },
];

/** Opens from a button, as an editor opens it after a save answered 409. */
function Opener(props: Omit<ConflictDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Save</Button>
      <ConflictDialog {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/Overlays/ConflictDialog',
  component: ConflictDialog,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'This Instant was changed elsewhere',
    fields,
    onReload: fn(),
    onOverwrite: fn(),
  },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => <Opener {...args} />,
} satisfies Meta<typeof ConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
  return body(canvasElement).findByRole('alertdialog', {
    name: 'This Instant was changed elsewhere',
  });
};

/** The choice after a refused save: review, reload or overwrite. */
export const Choice: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent('Everything you typed is still here.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await expect(args.onOverwrite).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** "Review their changes": the fields that differ, yours next to theirs. */
export const Review: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review their changes' }));
    const table = within(dialog).getByRole('table', { name: 'The fields that differ' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    // The review opens with the dialog's motion: wait until it is shown.
    await waitFor(() =>
      expect(within(table).getByRole('rowheader', { name: 'Description' })).toBeVisible(),
    );
    await expect(within(table).getByText('Pool day')).toBeVisible();
  },
};

/** Overwrite saving: Reload waits, Escape does nothing until it settles. */
export const Overwriting: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeDisabled();
  },
};

/** Escape closes the dialog to keep editing; focus returns to Save. */
export const KeepEditing: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Save' })).toHaveFocus(),
    );
  },
};
