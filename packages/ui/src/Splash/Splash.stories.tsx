import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Splash, splashFadeMs, splashMaxMs } from './Splash';

const Logo = () => (
  <svg width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="Shoppable">
    <rect width="40" height="40" rx="10" fill="currentColor" />
    <text x="52" y="27" fontSize="20" fontWeight="700" fill="currentColor">
      Shoppable
    </text>
  </svg>
);

const meta = {
  title: 'UI/Layout/Splash',
  component: Splash,
  parameters: { layout: 'fullscreen' },
  args: { children: <Logo />, onDone: fn() },
} satisfies Meta<typeof Splash>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a video the logo shows for 2000 ms, then the cover fades out over 500 ms. */
export const WithLogo: Story = {
  play: async ({ args, canvas }) => {
    const cover = canvas.getByRole('status', { name: 'Loading' });
    await expect(cover).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('img', { name: 'Shoppable' })).toBeVisible();
    await waitFor(() => expect(cover).toHaveAttribute('data-leaving'), {
      timeout: splashMaxMs + 1000,
    });
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), {
      timeout: splashFadeMs + 1000,
    });
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** What the splash covers is ready: without a video, the cover fades out at once. */
export const Ready: Story = {
  args: { ready: true },
  play: async ({ args, canvas }) => {
    const start = performance.now();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), {
      timeout: splashFadeMs + 1000,
    });
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(performance.now() - start).toBeLessThan(splashMaxMs);
  },
};

/** A video that cannot load never blocks the app: the cover still leaves after 2000 ms. */
export const VideoThatFails: Story = {
  args: { videoSrc: 'data:video/mp4;base64,AAAA' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), {
      timeout: splashMaxMs + splashFadeMs + 1500,
    });
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    await expect(canvas.getByRole('status', { name: 'טוען' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};
