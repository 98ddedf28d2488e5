import { mockHandlers } from '@shoppable/api-client/mocks';
import { SELECTION_RULES } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, STORY_BUSINESS_ID, storyClient } from '../testing/stories';
import { AddCollectionsDialog } from './AddCollectionsDialog';

const meta = {
  title: 'Catalog/AddCollectionsDialog',
  component: AddCollectionsDialog,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    client: storyClient,
    businessId: STORY_BUSINESS_ID,
  },
} satisfies Meta<typeof AddCollectionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The collections grid, once the dialog has faded in (it starts at opacity 0). */
const grid = async () => {
  const collections = await screen.findByRole('grid', { name: 'Collections' }, { timeout: 5000 });
  await waitFor(() => expect(collections).toBeVisible());
  return collections;
};

/** Desktop: 6 columns; pick two and confirm. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ args }) => {
    const rows = within(await grid()).getAllByRole('row');
    await userEvent.click(rows[0]!);
    await userEvent.click(rows[1]!);
    await expect(screen.getByText('2 selected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard only: arrows and Space. */
export const KeyboardSelection: Story = {
  play: async () => {
    const rows = within(await grid()).getAllByRole('row');
    rows[0]!.focus();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** A short link takes one collection: a new pick replaces the old. */
export const SingleCollection: Story = {
  args: { rule: SELECTION_RULES.shortCollection },
  play: async () => {
    const rows = within(await grid()).getAllByRole('row');
    await expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    await userEvent.click(rows[0]!);
    await userEvent.click(rows[1]!);
    await expect(rows[0]).toHaveAttribute('aria-selected', 'false');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** At most two collections: the limit alert. */
export const LimitReached: Story = {
  args: { rule: { min: 1, max: 2, noun: 'collections' } },
  play: async () => {
    const rows = within(await grid()).getAllByRole('row');
    for (const row of rows.slice(0, 3)) await userEvent.click(row);
    await expect(screen.getByRole('alert')).toHaveTextContent('You can only select 2 collections');
  },
};

/** The search is still running. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async () => {
    await expect(
      await screen.findByRole('progressbar', { name: 'Loading collections' }),
    ).toBeInTheDocument();
  },
};

/** The store has no collections. */
export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async () => {
    const heading = await screen.findByRole(
      'heading',
      { name: 'No collections yet' },
      { timeout: 5000 },
    );
    // The answer can come while the dialog still fades in.
    await waitFor(() => expect(heading).toBeVisible());
  },
};

/** A search that matches nothing. */
export const NoResults: Story = {
  play: async () => {
    await grid();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search collections' }),
      'zzzz{Enter}',
    );
    await expect(await screen.findByRole('heading', { name: 'No results found' })).toBeVisible();
  },
};

/** The search failed. */
export const SearchFailed: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true }) } },
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't search your collections",
    );
  },
};

/** A phone: 3 columns. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const [a, , c, d] = within(await grid())
      .getAllByRole('row')
      .map((r) => r.getBoundingClientRect());
    await expect(c!.top).toBe(a!.top);
    await expect(d!.top).toBeGreaterThan(a!.top);
  },
};

/** Hebrew, right to left. */
export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async () => {
    const collections = await screen.findByRole('grid', { name: 'קולקציות' }, { timeout: 5000 });
    await waitFor(() => expect(collections).toBeVisible());
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await grid()).toBeVisible();
  },
};
