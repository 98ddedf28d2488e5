import { mockHandlers } from '@shoppable/api-client/mocks';
import { TIMINGS } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ShellStory, STORY_API_URL } from '../testing/ShellStory';
import { SPLASH_KEY } from './AppStart';

/**
 * The app start (platform.md §2): the loader while the saved session is verified, and the error
 * fallback when no user comes within 20 s, or at once when the server cannot be reached.
 */
const meta = {
  title: 'Dashboard/Shell/AppStart',
  component: ShellStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin/home' },
  render: (args, { globals }) => (
    <ShellStory {...args} locale={globals.locale === 'he-IL' ? 'he-IL' : 'en-US'} />
  ),
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The session's verification never answers: only the loader shows. */
const pending = {
  msw: { handlers: mockHandlers(STORY_API_URL, { loading: true, only: ['verifySession'] }) },
};

/** The server cannot be reached: the verification fails at once. */
const unreachable = {
  msw: {
    handlers: [
      http.post(`${STORY_API_URL}/auth/verify`, () => HttpResponse.error()),
      ...mockHandlers(STORY_API_URL),
    ],
  },
};

/** The splash while a saved session starts (once per tab), gone once it is ready (2 s at most). */
export const Splash: Story = {
  args: { showSplash: true },
  parameters: { msw: { handlers: mockHandlers(STORY_API_URL) } },
  beforeEach: () => {
    sessionStorage.removeItem(SPLASH_KEY);
  },
  play: async ({ canvas }) => {
    const start = performance.now();
    await expect(
      await canvas.findByRole('status', { name: 'Loading your dashboard' }),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(
          canvas.queryByRole('status', { name: 'Loading your dashboard' }),
        ).not.toBeInTheDocument(),
      { timeout: 3000, interval: 20 },
    );
    // The mock session is ready at once: the cover leaves with its fade, before its 2 s.
    await expect(performance.now() - start).toBeLessThan(2000);
    await expect(await canvas.findByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

/** The loader while the user is loaded; no page and no navigation yet. */
export const Loading: Story = {
  parameters: pending,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading your dashboard' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/**
 * The verification never answers and 20 s pass (the story's clock runs the 20 s timers at once:
 * the app-start timer and the request timeout, both `TIMINGS` of platform.md §9): the fallback.
 */
export const ErrorAfter20Seconds: Story = {
  parameters: pending,
  beforeEach: () => {
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      realSetTimeout(
        handler,
        delay === TIMINGS.appErrorScreen ? 0 : delay,
        ...rest,
      )) as typeof window.setTimeout;
    return () => {
      window.setTimeout = realSetTimeout;
    };
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: "We couldn't load your dashboard" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The error fallback with the timeout message; Try again asks again and keeps the fallback. */
export const ErrorFallback: Story = {
  parameters: unreachable,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: "We couldn't load your dashboard" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Request timed-out, please try again later',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible());
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** The fallback in Hebrew, right to left. */
export const Hebrew: Story = {
  parameters: unreachable,
  globals: { locale: 'he-IL' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

/** The loader in the dark theme. */
export const Dark: Story = {
  parameters: pending,
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
  },
};
