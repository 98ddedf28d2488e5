import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DraftRestorePrompt } from './DraftRestorePrompt';

const meta = {
  title: 'UI/Layout/DraftRestorePrompt',
  component: DraftRestorePrompt,
  args: { draft: { savedAt: new Date(2026, 10, 20, 9, 30), restore: fn(), discard: fn() } },
} satisfies Meta<typeof DraftRestorePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Unsaved changes' });
    await expect(region).toHaveTextContent(
      'Restore your unsaved changes from Nov 20, 2026, 9:30 AM?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Restore' }));
    await expect(args.draft.restore).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.draft.discard).toHaveBeenCalledOnce();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const region = canvas.getByRole('region', { name: 'שינויים שלא נשמרו' });
    await expect(region).toHaveTextContent('לשחזר את השינויים שלא נשמרו מ־20 בנוב׳ 2026');
    const restore = canvas.getByRole('button', { name: 'שחזור' });
    // Right to left: the message starts at the right edge, the buttons sit at the left.
    await expect(restore.getBoundingClientRect().left).toBeLessThan(
      region.getBoundingClientRect().left + region.getBoundingClientRect().width / 2,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'ביטול' }));
    await expect(args.draft.discard).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('region', { name: 'Unsaved changes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Restore' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Unsaved changes' });
    const restore = canvas.getByRole('button', { name: 'Restore' });
    // Narrow screens wrap the buttons under the message, inside the banner.
    await expect(restore.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
    await expect(canvas.getByRole('button', { name: 'Discard' })).toBeVisible();
  },
};
