import { mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShellStory, STORY_API_URL } from '../testing/ShellStory';

/**
 * The base layout (platform.md §2): a top bar with the logo only, here around the login page as
 * the sign-in routes show it (500 px at most, centred). The sign-in screens' own states are in
 * the Account stories.
 */
const meta = {
  title: 'Dashboard/Shell/BaseLayout',
  component: ShellStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers(STORY_API_URL) } },
  args: { path: '/login', isSignedIn: false },
  render: (args, { globals }) => (
    <ShellStory {...args} locale={globals.locale === 'he-IL' ? 'he-IL' : 'en-US'} />
  ),
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo links home; no navigation. */
export const LoginPage: Story = {
  play: async ({ canvas }) => {
    const logo = await canvas.findByRole('link', { name: 'Shoppable' }, { timeout: 5000 });
    await expect(logo).toHaveAttribute('href', '/admin/home');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** On a phone the column fills the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Log in' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

/** Hebrew, right to left. */
export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
  },
};
