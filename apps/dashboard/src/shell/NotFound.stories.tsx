import { mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ShellStory, STORY_API_URL } from '../testing/ShellStory';

/**
 * Unknown paths (platform.md §2): most go home; files, API paths and well-known addresses get the
 * not-found page in the base layout, with a way home.
 */
const meta = {
  title: 'Dashboard/Shell/NotFound',
  component: ShellStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers(STORY_API_URL) } },
  args: { path: '/favicon.png' },
  render: (args, { globals }) => (
    <ShellStory {...args} locale={globals.locale === 'he-IL' ? 'he-IL' : 'en-US'} />
  ),
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An excluded path: the not-found page; its button goes home. */
export const ExcludedPath: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to home' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

/** Any other unknown path goes home. */
export const UnknownPath: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The not-found page in Hebrew, right to left. */
export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

/** The not-found page in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
  },
};
