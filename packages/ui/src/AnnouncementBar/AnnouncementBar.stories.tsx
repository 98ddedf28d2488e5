import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AnnouncementBar, announcementFadeMs, announcementIntervalMs } from './AnnouncementBar';

const meta = {
  title: 'UI/Layout/AnnouncementBar',
  component: AnnouncementBar,
  parameters: { layout: 'fullscreen' },
  args: {
    messages: [
      'Free 30-day trial of the Business plan',
      'New: Magic Store finds products in your videos',
      'Book a demo with a shoppable-links expert',
    ],
  },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cycling: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Announcements' });
    await expect(region).toHaveTextContent('Free 30-day trial of the Business plan');
    await waitFor(
      () => expect(region).toHaveTextContent('New: Magic Store finds products in your videos'),
      { timeout: announcementIntervalMs + announcementFadeMs + 1500 },
    );
  },
};

export const KeyboardPause: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const pause = canvas.getByRole('button', { name: 'Pause announcements' });
    await expect(pause).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const resume = canvas.getByRole('button', { name: 'Resume announcements' });
    await expect(resume).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Pause announcements' })).toHaveFocus();
  },
};

export const SingleMessage: Story = {
  args: { messages: ['Scheduled maintenance on Sunday 02:00–03:00'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Announcements' })).toHaveTextContent(
      'Scheduled maintenance on Sunday 02:00–03:00',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { messages: ['ניסיון חינם ל־30 יום', 'חדש: Magic Store'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const region = canvas.getByRole('region', { name: 'הודעות' });
    const pause = canvas.getByRole('button', { name: 'עצירת ההודעות' });
    // The pause button sits at the inline end: the left edge in right-to-left.
    await expect(
      pause.getBoundingClientRect().left - region.getBoundingClientRect().left,
    ).toBeLessThan(40);
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'המשך ההודעות' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('region', { name: 'Announcements' })).toBeVisible();
  },
};
