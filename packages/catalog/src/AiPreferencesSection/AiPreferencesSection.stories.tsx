import { userDetailsFromWire } from '@shoppable/api-client';
import {
  MOCK_NOW,
  MockStore,
  mockHandlers,
  type MockDataOptions,
} from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { AiPreferencesSection } from './AiPreferencesSection';

const userOf = (options: Omit<MockDataOptions, 'now'> = {}) =>
  userDetailsFromWire(new MockStore({ now: MOCK_NOW, ...options }).data.session);

const meta = {
  title: 'Catalog/AiPreferencesSection',
  component: AiPreferencesSection,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: { user: userOf({ plan: 'paid' }), client: storyClient, onTryForFree: fn() },
} satisfies Meta<typeof AiPreferencesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved counts per tab. */
export const Counts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Products\s*1 selected/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Exclude' }));
    await expect(canvas.getByRole('button', { name: /Collections\s*0 selected/ })).toBeVisible();
  },
};

/** A row opens its picker; Done saves and updates the count. */
export const PromoteProducts: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Products\s*1 selected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Products to promote' });
    const grid = await within(dialog).findByRole('grid', {}, { timeout: 5000 });
    await userEvent.click(within(grid).getAllByRole('row')[2]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(
      await canvas.findByRole('button', { name: /Products\s*2 selected/ }),
    ).toBeVisible();
  },
};

/** Keyboard: arrows between the tabs, Enter on a row opens the collections picker. */
export const KeyboardCollections: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'Promote' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Exclude' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    canvas.getByRole('button', { name: /Collections/ }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Collections to exclude' });
    // The dialog rises in from opacity 0: visible once its entry animation has started.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The save fails: the count goes back and a message says so. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers(STORY_BASE_URL, {
        error: true,
        only: ['updateProductsPreferences'],
      }),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Products\s*1 selected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Products to promote' });
    const grid = await within(dialog).findByRole('grid', {}, { timeout: 5000 });
    await userEvent.click(within(grid).getAllByRole('row')[2]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your preferences were not saved',
    );
    await expect(canvas.getByRole('button', { name: /Products\s*1 selected/ })).toBeVisible();
  },
};

/** A free user whose trial ended: a try-for-free button instead of the tabs. */
export const TrialEnded: Story = {
  args: { user: userOf({ plan: 'trialEnded' }) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try for free' }));
    await expect(args.onTryForFree).toHaveBeenCalledTimes(1);
  },
};

/** Influencers never get the tabs. */
export const Influencer: Story = {
  args: { user: userOf({ role: 'influencer' }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
};

/** Hebrew, right to left. */
export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'קידום' })).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Promote' })).toBeVisible();
  },
};

/** A phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Products\s*1 selected/ })).toBeVisible();
  },
};
