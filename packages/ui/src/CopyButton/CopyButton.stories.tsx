import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { CopyButton, copyConfirmationMs } from './CopyButton';

const meta = {
  title: 'UI/Actions/CopyButton',
  component: CopyButton,
  args: { text: 'https://shop.example/demo/42', onCopy: fn(), onCopyError: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Replaces the clipboard's writeText with a mock. The hover first lets user-event put in its own
 * clipboard stub, so the spy lands on the clipboard the click will use.
 */
async function mockClipboard(button: HTMLElement, result: 'resolve' | 'reject') {
  await userEvent.hover(button);
  const writeText = spyOn(navigator.clipboard, 'writeText');
  if (result === 'resolve') writeText.mockResolvedValue();
  else writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  return writeText;
}

export const CopiesAndConfirms: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy link' });
    const writeText = await mockClipboard(button, 'resolve');
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith('https://shop.example/demo/42');
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(args.onCopy).toHaveBeenCalledWith('https://shop.example/demo/42');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible(), {
      timeout: copyConfirmationMs + 1000,
    });
  },
};

export const KeyboardCopy: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy link' });
    const writeText = await mockClipboard(button, 'resolve');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toHaveFocus();
  },
};

export const CopyFails: Story = {
  args: { errorMessage: 'Could not copy. Select the address and copy it yourself.' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy link' });
    await mockClipboard(button, 'reject');
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not copy. Select the address and copy it yourself.',
    );
    await expect(args.onCopyError).toHaveBeenCalledOnce();
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { children: 'העתקת קישור', copiedLabel: 'הועתק' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'העתקת קישור' });
    await mockClipboard(button, 'resolve');
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: 'הועתק' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { errorMessage: 'Could not copy. Select the address and copy it yourself.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const button = canvas.getByRole('button', { name: 'Copy link' });
    await mockClipboard(button, 'reject');
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
