import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  FreeTrialDialog,
  FreeTrialStrip,
  InfluencerLimitDialog,
  UpsellDialog,
  UpsellStrip,
} from './PlanDialogs';

const meta = {
  title: 'Account/PlanDialogs',
  component: FreeTrialDialog,
  args: { isOpen: true, onOpenChange: fn(), isAdmin: true },
} satisfies Meta<typeof FreeTrialDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleDialog = async (name: string) => {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

export const FreeTrialAdmin: Story = {
  play: async ({ args }) => {
    const dialog = await visibleDialog('Your free trial has ended');
    await expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/pricing-plans',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const FreeTrialInfluencer: Story = {
  args: { isAdmin: false },
  play: async () => {
    const dialog = await visibleDialog('Your free trial has ended');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

export const Upsell: Story = {
  render: (args) => <UpsellDialog isOpen={args.isOpen} onOpenChange={args.onOpenChange} />,
  play: async () => {
    await visibleDialog('Unlock business features');
  },
};

export const FifteenInfluencers: Story = {
  render: (args) => (
    <InfluencerLimitDialog
      isOpen={args.isOpen}
      onOpenChange={args.onOpenChange}
      kind="too-many-influencers"
    />
  ),
  play: async () => {
    await visibleDialog('You have reached 15 influencers');
  },
};

export const ThreeInfluencers: Story = {
  render: (args) => (
    <InfluencerLimitDialog
      isOpen={args.isOpen}
      onOpenChange={args.onOpenChange}
      kind="three-influencers"
    />
  ),
  play: async () => {
    await visibleDialog('You have reached 3 influencers');
  },
};

export const NoInfluencersOnPlan: Story = {
  render: (args) => (
    <InfluencerLimitDialog isOpen={args.isOpen} onOpenChange={args.onOpenChange} kind="upgrade" />
  ),
  play: async () => {
    await visibleDialog('Influencers need a paid plan');
  },
};

/** The shell's strips: free trial days left, and the upsell strip 1000 ms later. */
function Strips({ days, isAdmin }: { days: number; isAdmin: boolean }) {
  const [plan] = useState({ plan: 'FREE' as const, freeTrialDaysLeft: days });
  return (
    <>
      <FreeTrialStrip plan={plan} isAdmin={isAdmin} />
      <UpsellStrip plan={plan} isAdmin={isAdmin} />
    </>
  );
}

export const TrialStrips: Story = {
  render: (args) => <Strips days={12} isAdmin={args.isAdmin} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Free trial' })).toHaveTextContent(
      '12 days left in your free trial',
    );
    await expect(
      await canvas.findByRole('region', { name: 'Plan' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

export const TrialEndedStrips: Story = {
  render: (args) => <Strips days={0} isAdmin={args.isAdmin} />,
  args: { isAdmin: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Free trial' })).toHaveTextContent(
      'Your free trial has ended',
    );
    await expect(
      await canvas.findByRole('region', { name: 'Plan' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

export const PhoneStrips: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => <Strips days={3} isAdmin={args.isAdmin} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async () => {
    await visibleDialog('תקופת הניסיון החינמית הסתיימה');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => <Strips days={5} isAdmin={args.isAdmin} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Free trial' })).toBeVisible();
  },
};
