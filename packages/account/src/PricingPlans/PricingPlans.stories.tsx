import { mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { mockUser } from '../testing/users';
import { PricingPlans } from './PricingPlans';

const meta = {
  title: 'Account/PricingPlans',
  component: PricingPlans,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    user: mockUser({ plan: 'paid' }),
    client: storyClient,
    onSwitchedToFree: fn(),
    onSubscribed: fn(),
    openCheckout: fn(),
  },
} satisfies Meta<typeof PricingPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('article', { name });

export const PaidAdmin: Story = {
  play: async ({ canvas, args }) => {
    await expect(within(card(canvas, 'Business')).getByText('Current plan')).toBeVisible();
    await userEvent.click(within(card(canvas, 'Pro')).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(args.openCheckout).toHaveBeenCalled());
  },
};

/** Labels for a Business admin: Downgrade below, the current plan, Upgrade above, contact us. */
export const LabelsForBusiness: Story = {
  play: async ({ canvas }) => {
    await expect(
      within(card(canvas, 'Starter')).getByRole('button', { name: 'Downgrade' }),
    ).toBeVisible();
    await expect(within(card(canvas, 'Business')).getByText('Current plan')).toBeVisible();
    await expect(
      within(card(canvas, 'Business')).queryByRole('button', { name: /Upgrade|Downgrade/ }),
    ).not.toBeInTheDocument();
    await expect(
      within(card(canvas, 'Pro')).getByRole('button', { name: 'Upgrade' }),
    ).toBeVisible();
    await expect(
      within(card(canvas, 'Enterprise')).getByRole('link', { name: 'Contact us' }),
    ).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  },
};

/**
 * The checkout window reports `CompletedPaylinkSubscription` to its opener: the session is read
 * again and `onSubscribed` is called; any other message is ignored.
 */
export const SubscriptionCompleted: Story = {
  play: async ({ args }) => {
    window.postMessage('SomethingElse', '*');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onSubscribed).not.toHaveBeenCalled();
    window.postMessage('CompletedPaylinkSubscription', '*');
    await waitFor(() => expect(args.onSubscribed).toHaveBeenCalledOnce());
  },
};

export const SwitchToFree: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to the free plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to the free plan?' });
    const confirm = within(dialog).getByRole('button', { name: 'Switch' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onSwitchedToFree).toHaveBeenCalled());
  },
};

export const FreeAdmin: Story = {
  args: { user: mockUser({ plan: 'free' }) },
  play: async ({ canvas }) => {
    await expect(
      within(card(canvas, 'Starter')).getByRole('button', { name: 'Upgrade' }),
    ).toBeVisible();
  },
};

export const TrialAdmin: Story = {
  args: { user: mockUser({ plan: 'trial' }) },
  play: async ({ canvas }) => {
    await expect(
      within(card(canvas, 'Pro')).getByRole('button', {
        name: 'Keep these features after your trial',
      }),
    ).toBeVisible();
  },
};

export const TrialEndedAdmin: Story = {
  args: { user: mockUser({ plan: 'trialEnded' }) },
  play: async ({ canvas }) => {
    await expect(
      within(card(canvas, 'Business')).getByRole('button', { name: 'Upgrade' }),
    ).toBeVisible();
  },
};

export const Visitor: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Influencer: Story = {
  args: { user: mockUser({ role: 'influencer', plan: 'paid' }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const CheckoutFailed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['subscribePlan'] }) },
  },
  play: async ({ canvas, args }) => {
    const upgrade = within(card(canvas, 'Pro')).getByRole('button', { name: 'Upgrade' });
    await userEvent.click(upgrade);
    await waitFor(() => expect(upgrade).toBeEnabled());
    await expect(args.openCheckout).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pricing plans' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'תוכניות ומחירים' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};
