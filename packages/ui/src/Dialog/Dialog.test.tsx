import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger, I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Rename</Button>
      <Dialog
        title="Rename link"
        footer={({ close }) => (
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
        )}
      >
        <p>Give the link a new title.</p>
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title heading', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename link' });
    expect(
      within(dialog).getByRole('heading', { level: 2, name: 'Rename link' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Give the link a new title.')).toBeInTheDocument();
  });

  it('closes with the close button and with a footer action', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Rename' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Rename link' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename link' });
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('can be controlled, be an alertdialog and leave out the close button', () => {
    render(
      <Dialog isOpen title="Delete link?" role="alertdialog" closeLabel={null}>
        This cannot be undone.
      </Dialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete link?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('names the close button in the UI language by default', () => {
    render(
      <I18nProvider locale="he-IL">
        <Dialog isOpen title="שינוי שם">
          תוכן
        </Dialog>
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'סגירה' })).toBeInTheDocument();
  });
});
