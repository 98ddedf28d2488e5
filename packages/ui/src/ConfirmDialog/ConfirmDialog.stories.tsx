import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogTones } from './confirmDialogTones';

const meta = {
  title: 'UI/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete this link?',
    message: 'Shoppers who open it will see a not-found page. This cannot be undone.',
    confirmLabel: 'Delete',
    tone: 'critical',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Delete link</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());

export const Critical: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete link' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this link?',
    });
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await closed(canvasElement);
  },
};

export const Neutral: Story = {
  args: {
    title: 'Switch to the free plan?',
    message: 'Your links stay; features of your current plan stop at the end of the period.',
    confirmLabel: 'Switch',
    tone: 'neutral',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Switch plan</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch plan' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Switch to the free plan?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await closed(canvasElement);
  },
};

export const KeyboardEscapeCancels: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete link' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this link?',
    });
    await waitFor(() =>
      expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardConfirm: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this link?',
    });
    await waitFor(() =>
      expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await closed(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete link' })).toHaveFocus());
  },
};

export const TypeThePhrase: Story = {
  args: {
    title: 'Disconnect your store?',
    message: 'Your links stop showing products until you connect a store again.',
    confirmLabel: 'Disconnect',
    confirmPhrase: 'disconnect store',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Disconnect store</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect store' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Disconnect your store?',
    });
    // The phrase field's code loads once a dialog asks for a phrase.
    const box = await within(dialog).findByRole('textbox', {
      name: 'Type disconnect store to confirm',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Disconnect' });
    // The dialog itself takes focus, so its title is read first; the field comes next.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('Disconnect store');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.keyboard('disconnect store');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await closed(canvasElement);
  },
};

export const PendingWhileConfirming: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete link' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this link?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /Delete/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await closed(canvasElement);
  },
};

export const Pending: Story = {
  args: { isOpen: true, isPending: true },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this link?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    title: 'לנתק את החנות?',
    message: 'הקישורים שלך יפסיקו להציג מוצרים עד שתחבר חנות מחדש.',
    confirmLabel: 'ניתוק',
    cancelLabel: 'ביטול',
    confirmPhrase: 'נתק חנות',
    confirmPhraseLabel: 'הקלד "נתק חנות" כדי לאשר',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">ניתוק החנות</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ניתוק החנות' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'לנתק את החנות?' });
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const confirm = within(dialog).getByRole('button', { name: 'ניתוק' });
    const cancel = within(dialog).getByRole('button', { name: 'ביטול' });
    // The actions are aligned to the inline end, confirm last: leftmost in right-to-left.
    await expect(confirm.getBoundingClientRect().left).toBeLessThan(
      cancel.getBoundingClientRect().left,
    );
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'הקלד "נתק חנות" כדי לאשר' }),
      'נתק חנות',
    );
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await closed(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true, confirmPhrase: 'delete link' },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this link?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};
