import { createApiClient } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { SELECTION_RULES } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, STORY_BUSINESS_ID, storyClient } from '../testing/stories';
import { AddProductsDialog } from './AddProductsDialog';

const meta = {
  title: 'Catalog/AddProductsDialog',
  component: AddProductsDialog,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  beforeEach: () => localStorage.removeItem('searchProductFilters'),
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    client: storyClient,
    businessId: STORY_BUSINESS_ID,
  },
} satisfies Meta<typeof AddProductsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inventory ids of the first `n` active products of the mock store. */
const firstActive = (n: number) =>
  new MockStore({ now: MOCK_NOW }).data.products
    .filter((p) => p.product_status === 'active')
    .slice(0, n)
    .map((p) => p.inventory_id);

/** The products grid, once the dialog has faded in (it starts at opacity 0). */
const grid = async () => {
  const products = await screen.findByRole('grid', { name: 'Products' }, { timeout: 5000 });
  await waitFor(() => expect(products).toBeVisible());
  return products;
};

/** Desktop: 7 columns, Select all (no limit), the filter menu. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ args }) => {
    const rows = within(await grid()).getAllByRole('row');
    await expect(rows).toHaveLength(50);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await expect(screen.getByText('50 selected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    const [selection] = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0]!;
    await expect((selection as { keys: string[] }).keys).toHaveLength(50);
  },
};

/** Keyboard only: arrows move between tiles, Space picks, Done confirms. */
export const KeyboardSelection: Story = {
  play: async ({ args }) => {
    const rows = within(await grid()).getAllByRole('row');
    rows[0]!.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByText('2 selected')).toBeVisible();
    screen.getByRole('button', { name: 'Done' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A new link: 1 to 15 products, colours, Next. The limit alert shows at the 16th pick. */
export const LimitReached: Story = {
  args: {
    rule: SELECTION_RULES.linkProducts,
    confirmLabel: 'Next',
    allowColorOptions: true,
    defaultSelectedKeys: firstActive(15),
  },
  play: async () => {
    const rows = within(await grid()).getAllByRole('row');
    await expect(screen.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
    await expect(screen.getByText('15 selected')).toBeVisible();
    await userEvent.click(rows[15]!);
    await expect(screen.getByRole('alert')).toHaveTextContent('You can only select 15 products');
    await expect(rows[15]).toHaveAttribute('aria-selected', 'false');
    await expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** A new link before any pick: Next stays disabled below the minimum of 1. */
export const BelowMinimum: Story = {
  args: { rule: SELECTION_RULES.linkProducts, confirmLabel: 'Next' },
  play: async () => {
    const rows = within(await grid()).getAllByRole('row');
    await expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(rows[0]!);
    await expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** The filter menu: status, out of stock and tags, remembered for the next visit. */
export const Filters: Story = {
  play: async () => {
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const menu = await screen.findByRole('dialog', { name: 'Product filters' });
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Include out of stock' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('searchProductFilters') ?? '{}')).toMatchObject({
        outOfStock: false,
      }),
    );
  },
};

/** The search is still running. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async () => {
    await expect(
      await screen.findByRole('progressbar', { name: 'Loading products' }),
    ).toBeInTheDocument();
  },
};

/** The store has no products yet: they are still syncing. */
export const Syncing: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async () => {
    const heading = await screen.findByRole(
      'heading',
      { name: 'Syncing products' },
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
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zzzz{Enter}');
    await expect(await screen.findByRole('heading', { name: 'No results found' })).toBeVisible();
  },
};

/** The search failed: the message and a retry, no spinner. */
export const SearchFailed: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true }) } },
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't search your products",
    );
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The refusal can come while the dialog still fades in.
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toBeVisible());
  },
};

/** The search timed out (a client with a 500 ms timeout against a silent server). */
export const TimedOut: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { timeout: true }) } },
  args: {
    client: createApiClient({
      baseUrl: STORY_BASE_URL,
      getToken: () => 'mock-token',
      timeoutMs: 500,
    }),
  },
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't search your products",
    );
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** A phone: 3 columns. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const rows = within(await grid()).getAllByRole('row');
    const [a, b, c, d] = rows.map((r) => r.getBoundingClientRect());
    await expect(a!.top).toBe(c!.top);
    await expect(d!.top).toBeGreaterThan(a!.top);
    await expect(b!.top).toBe(a!.top);
  },
};

/** Hebrew, right to left. */
export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async () => {
    const products = await screen.findByRole('grid', { name: 'מוצרים' }, { timeout: 5000 });
    // Past the dialog's fade-in (it starts at opacity 0).
    await waitFor(() => expect(products).toBeVisible());
    await expect(screen.getByRole('button', { name: 'סיום' })).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await grid()).toBeVisible();
  },
};
