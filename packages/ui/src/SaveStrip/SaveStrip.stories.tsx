import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField';
import { SaveStrip, type SaveStripProps } from './SaveStrip';

const onSaved = fn();

/** A small settings form: the strip follows whether the field differs from the saved value. */
function Editor({
  label,
  initial,
  saveMs = 600,
  ...props
}: Partial<SaveStripProps> & { label: string; initial: string; saveMs?: number }) {
  const [saved, setSaved] = useState(initial);
  const [value, setValue] = useState(initial);
  return (
    <div style={{ blockSize: 200 }}>
      <TextField label={label} value={value} onChange={setValue} />
      <SaveStrip
        {...props}
        hasChanges={value !== saved}
        onDiscard={() => setValue(saved)}
        onSave={() =>
          new Promise<void>((resolve) => setTimeout(resolve, saveMs)).then(() => {
            setSaved(value);
            onSaved(value);
          })
        }
      />
    </div>
  );
}

const meta = {
  title: 'UI/Layout/SaveStrip',
  component: SaveStrip,
  args: { hasChanges: true, onSave: fn(), onDiscard: fn() },
  beforeEach: () => {
    onSaved.mockClear();
  },
} satisfies Meta<typeof SaveStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('status');

export const AppearsAndSaves: Story = {
  render: () => <Editor label="Shipping and returns URL" initial="https://shop.example/returns" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(within(status(canvasElement)).queryByRole('button')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Shipping and returns URL' }), '-2');
    const save = await within(status(canvasElement)).findByRole('button', { name: 'Save' });
    await expect(status(canvasElement)).toHaveTextContent('You have unsaved changes');
    await userEvent.click(save);
    // Busy while saving, then gone.
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('https://shop.example/returns-2'));
    await waitFor(() => expect(within(status(canvasElement)).queryByRole('button')).toBeNull());
  },
};

export const KeyboardDiscard: Story = {
  render: () => <Editor label="Facebook pixel id" initial="1234" />,
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByRole('textbox', { name: 'Facebook pixel id' });
    await userEvent.type(field, '5');
    await within(status(canvasElement)).findByRole('button', { name: 'Discard' });
    await userEvent.tab();
    await expect(
      within(status(canvasElement)).getByRole('button', { name: 'Discard' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue('1234');
    await waitFor(() => expect(within(status(canvasElement)).queryByRole('button')).toBeNull());
    await expect(onSaved).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, delay: 0 },
  play: async ({ canvasElement }) => {
    const strip = within(status(canvasElement));
    await expect(await strip.findByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(strip.getByRole('button', { name: 'Discard' })).toBeDisabled();
  },
};

export const SaveDisabled: Story = {
  args: { isSaveDisabled: true, delay: 0, message: 'Fix the highlighted field to save' },
  play: async ({ args, canvasElement }) => {
    const strip = within(status(canvasElement));
    await expect(await strip.findByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(status(canvasElement)).toHaveTextContent('Fix the highlighted field to save');
    await userEvent.click(strip.getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { delay: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const strip = within(status(canvasElement));
    const save = await strip.findByRole('button', { name: 'שמירה' });
    await expect(status(canvasElement)).toHaveTextContent('יש שינויים שלא נשמרו');
    // The buttons sit at the inline end: on the left in right-to-left, Save the leftmost.
    const discard = strip.getByRole('button', { name: 'ביטול השינויים' });
    await expect(save.getBoundingClientRect().left).toBeLessThan(
      discard.getBoundingClientRect().left,
    );
    const message = strip.getByText('יש שינויים שלא נשמרו');
    await expect(discard.getBoundingClientRect().right).toBeLessThan(
      message.getBoundingClientRect().right,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { delay: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const save = await within(status(canvasElement)).findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeVisible());
  },
};
