import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';
import { dialogSizes } from './dialogVariants';

const onSave = fn();

const meta = {
  title: 'UI/Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Rename link',
    children: <TextField label="Link title" defaultValue="Summer collection" />,
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button
          onPress={() => {
            onSave();
            close();
          }}
        >
          Save
        </Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Rename</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  beforeEach: () => {
    onSave.mockClear();
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const OpenAndSave: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Rename link' });
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { level: 2, name: 'Rename link' })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Rename link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(onSave).not.toHaveBeenCalled();
  },
};

export const KeyboardFocusTrapAndEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Rename' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Rename link' });
    await waitFor(() =>
      expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    // Tabbing cycles through the dialog's controls and never leaves it.
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {dialogSizes.map((size) => (
        <DialogTrigger key={size}>
          <Button variant="secondary">{`Open ${size}`}</Button>
          <Dialog {...args} size={size} title={`A ${size} dialog`}>
            Content
          </Dialog>
        </DialogTrigger>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const widths: number[] = [];
    for (const size of dialogSizes) {
      await userEvent.click(canvas.getByRole('button', { name: `Open ${size}` }));
      const dialog = await body(canvasElement).findByRole('dialog', { name: `A ${size} dialog` });
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    }
    await expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    await expect(widths[1]).toBeLessThan(widths[2] ?? 0);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    title: 'שינוי שם הקישור',
    children: <TextField label="כותרת הקישור" defaultValue="קולקציית קיץ" />,
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          ביטול
        </Button>
        <Button onPress={close}>שמירה</Button>
      </>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">שינוי שם</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'שינוי שם' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'שינוי שם הקישור' });
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    // The close button sits at the inline end of the title row: on the left in right-to-left.
    const close = within(dialog).getByRole('button', { name: 'סגירה' });
    const heading = within(dialog).getByRole('heading', { name: 'שינוי שם הקישור' });
    await expect(close.getBoundingClientRect().left).toBeLessThan(
      heading.getBoundingClientRect().left,
    );
    await userEvent.click(close);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  render: (args) => <Dialog {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Rename link' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
