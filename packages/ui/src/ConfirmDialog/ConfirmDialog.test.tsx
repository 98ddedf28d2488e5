import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Example(props: Partial<ConfirmDialogProps>) {
  return (
    <DialogTrigger>
      <Button>Delete link</Button>
      <ConfirmDialog
        title="Delete this link?"
        message="This cannot be undone."
        confirmLabel="Delete"
        {...props}
      />
    </DialogTrigger>
  );
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete link' }));
  return screen.getByRole('alertdialog', { name: 'Delete this link?' });
};

describe('ConfirmDialog', () => {
  it('asks with an alert dialog and calls onConfirm, then closes', async () => {
    const onConfirm = vi.fn();
    render(<Example onConfirm={onConfirm} />);
    const dialog = await open();
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('calls onCancel on Cancel and closes on Escape without confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Example onConfirm={onConfirm} onCancel={onCancel} cancelLabel="Keep it" />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete link' })).toHaveFocus();
  });

  it('enables confirm only once the phrase is typed exactly, and forgets it when closed', async () => {
    const onConfirm = vi.fn();
    render(
      <Example confirmPhrase="disconnect store" confirmLabel="Disconnect" onConfirm={onConfirm} />,
    );
    let dialog = await open();
    // The phrase field's code loads once a dialog asks for a phrase.
    const box = await within(dialog).findByRole('textbox', {
      name: 'Type disconnect store to confirm',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Disconnect' });
    expect(confirm).toBeDisabled();
    await userEvent.type(box, 'disconnect store ');
    expect(confirm).toBeDisabled();
    await userEvent.type(box, '{Backspace}');
    expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    dialog = await open();
    expect(
      within(dialog).getByRole('textbox', { name: 'Type disconnect store to confirm' }),
    ).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeDisabled();
  });

  it('stays open and busy while the promise from onConfirm runs, and open when it rejects', async () => {
    let reject: (reason: Error) => void = () => {};
    const onConfirm = vi.fn(
      () => new Promise((_resolve, rejectPromise) => (reject = rejectPromise)),
    );
    render(<Example onConfirm={onConfirm} />);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    reject(new Error('Network'));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled(),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows the confirm button pending with isPending and ignores presses', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        isOpen
        isPending
        title="Delete this link?"
        message="Sure?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Delete/ }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
