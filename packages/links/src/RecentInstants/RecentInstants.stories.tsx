import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { RecentInstants } from './RecentInstants';

const meta = {
  title: 'Links/RecentInstants',
  component: RecentInstants,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: { client: storyClient, businessId: BUSINESS_ID },
} satisfies Meta<typeof RecentInstants>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(4);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Instants yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'אינסטנטס אחרונים' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(4);
  },
};
