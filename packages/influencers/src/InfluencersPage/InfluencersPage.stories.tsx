import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { InfluencersPage } from './InfluencersPage';

const meta = {
  title: 'Influencers/InfluencersPage',
  component: InfluencersPage,
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
    currency: 'USD',
    today: '2026-01-15',
    onCreate: fn(),
    onCreationBlocked: fn(),
  },
} satisfies Meta<typeof InfluencersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    const maya = await canvas.findByRole('article', { name: 'maya' });
    await expect(within(maya).getByText('Promocode MAYA10')).toBeVisible();
    await expect(within(maya).getByRole('link', { name: 'Open maya' })).toHaveAttribute(
      'href',
      '/admin/influencers/maya/preview',
    );
    await expect(canvas.getByRole('region', { name: 'Totals' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create influencer' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const Filtered: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'maya' });
    await userEvent.click(
      canvas.getByRole('button', { name: 'Influencers shown: All influencers' }),
    );
    const body = within(document.body);
    await userEvent.click(await body.findByRole('checkbox', { name: 'noa' }));
    await userEvent.keyboard('{Escape}');
    await expect(
      await canvas.findByRole('button', { name: 'Influencers shown: noa' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'maya' })).toBeNull();
  },
};

export const CreationBlocked: Story = {
  args: { isCreationBlocked: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create influencer' }));
    await expect(args.onCreationBlocked).toHaveBeenCalledOnce();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Loading influencers' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No influencers yet' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Create influencer' })).toHaveLength(2);
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The influencers could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'maya' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'maya' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'יצירת משפיען' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'maya' })).toBeVisible();
  },
};
