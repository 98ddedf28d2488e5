import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { SocialAuthPage } from './SocialAuthPage';

const meta = {
  title: 'Shopboard/SocialAuthPage',
  component: SocialAuthPage,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    client: storyClient,
    businessId: BUSINESS_ID,
    social: 'instagram',
    code: 'one-time-code',
    onConnected: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof SocialAuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code is accepted: the page hands over to the shopboard. */
export const Connected: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onConnected).toHaveBeenCalledWith('instagram'));
  },
};

/** While the code is checked. */
export const Connecting: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers(STORY_BASE_URL, { loading: true, only: ['shopboardAuthConnect'] }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Connecting Instagram…' }),
    ).toBeInTheDocument();
  },
};

/** The code is refused (used, expired): 'authentication failed for {social}' and a way back. */
export const AuthFailure: Story = {
  args: { social: 'pinterest' },
  parameters: {
    msw: {
      handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['shopboardAuthConnect'] }),
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'authentication failed for pinterest',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Shop the Feed' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const HebrewFailure: Story = {
  args: { code: undefined, social: 'tiktok' },
  globals: { locale: 'he-IL' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'האימות מול tiktok נכשל' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
