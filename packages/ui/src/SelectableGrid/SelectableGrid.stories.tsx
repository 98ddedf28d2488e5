import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SelectableGrid } from './SelectableGrid';

interface Product {
  id: string;
  title: string;
  hue: number;
}

const products: Product[] = [
  'Linen shirt',
  'Denim jacket',
  'Wool scarf',
  'Canvas tote',
  'Silk tie',
  'Leather belt',
  'Straw hat',
  'Cotton socks',
  'Rain coat',
].map((title, i) => ({ id: `p${i + 1}`, title, hue: (i * 53) % 360 }));

const ProductTile = ({ product }: { product: Product }) => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
    <div
      aria-hidden="true"
      style={{ aspectRatio: '1', borderRadius: 6, background: `hsl(${product.hue} 55% 72%)` }}
    />
    <span style={{ fontSize: 13 }}>{product.title}</span>
  </div>
);

const onSelectionChange = fn();

const meta = {
  title: 'UI/Data display/SelectableGrid',
  component: SelectableGrid,
  args: {
    'aria-label': 'Products',
    items: products,
    getKey: (p) => (p as Product).id,
    getTextValue: (p) => (p as Product).title,
    renderItem: (p) => <ProductTile product={p as Product} />,
    columns: 7,
    itemLabel: 'products',
    onSelectionChange,
  },
  beforeEach: () => {
    onSelectionChange.mockClear();
  },
} satisfies Meta<typeof SelectableGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardSelection: Story = {
  args: { minSelection: 1, maxSelection: 15 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Select at least 1');
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Linen shirt' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(canvas.getByRole('row', { name: 'Wool scarf' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(onSelectionChange).toHaveBeenLastCalledWith(['p3', 'p2']);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    // Space again unselects.
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 selected');
    // Down moves to the tile below, in the same column.
    const above = canvas.getByRole('row', { name: 'Denim jacket' }).getBoundingClientRect();
    await userEvent.keyboard('{ArrowDown}');
    const below = (
      canvasElement.ownerDocument.activeElement as HTMLElement
    ).getBoundingClientRect();
    await expect(below.top).toBeGreaterThan(above.top);
    await expect(Math.round(below.left)).toBe(Math.round(above.left));
  },
};

export const ReplacesWhenMaxIsOne: Story = {
  args: { maxSelection: 1, minSelection: 1, itemLabel: 'product' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('row', { name: 'Silk tie' }));
    await userEvent.click(canvas.getByRole('row', { name: 'Rain coat' }));
    await expect(canvas.getByRole('row', { name: 'Silk tie' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(canvas.getByRole('row', { name: 'Rain coat' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const LimitAlert: Story = {
  args: { maxSelection: 2, defaultSelectedKeys: ['p1', 'p2'] },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('You can only select 2 products');
    await expect(canvas.getByRole('row', { name: 'Wool scarf' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    // Gone after 1500 ms.
    await waitFor(() => expect(alert).toBeEmptyDOMElement(), { timeout: 2500 });
  },
};

export const Populated: Story = {
  args: { defaultSelectedKeys: ['p2', 'p5'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Products' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    const first = canvas.getByRole('row', { name: 'Linen shirt' }).getBoundingClientRect();
    const rowTops = canvas
      .getAllByRole('row')
      .filter((row) => row.getBoundingClientRect().top === first.top);
    // Seven columns on desktop, three on phones.
    const phone = window.matchMedia('(max-width: 999.98px)').matches;
    await expect(rowTops).toHaveLength(phone ? 3 : 7);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Products' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 selected');
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('row');
    // The story test runs at the phone viewport (390 px): three tiles per row.
    await expect(window.innerWidth).toBe(390);
    const firstTop = tiles[0]?.getBoundingClientRect().top;
    await expect(tiles.filter((t) => t.getBoundingClientRect().top === firstTop)).toHaveLength(3);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { 'aria-label': 'מוצרים', itemLabel: 'מוצרים', maxSelection: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const first = canvas.getByRole('row', { name: 'Linen shirt' });
    const second = canvas.getByRole('row', { name: 'Denim jacket' });
    // Right-to-left: the first tile is on the right, and the arrow keys follow.
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(
      second.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 נבחרו');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelectedKeys: ['p3'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('row', { name: 'Wool scarf' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
