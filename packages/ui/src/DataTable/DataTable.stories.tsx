import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tag } from '../Tag';
import { DataTable, type DataTableColumn, type DataTableLoadRequest } from './DataTable';

interface Order {
  id: string;
  customer: string;
  status: 'Paid' | 'Refunded' | 'Pending';
  total: number;
}

const statuses = ['Paid', 'Refunded', 'Pending'] as const;
const toneOf = { Paid: 'success', Refunded: 'warning', Pending: 'neutral' } as const;
const names = ['Noa', 'Liam', 'Maya', 'Ethan', 'Tamar', 'Ava', 'Yoni', 'Mia', 'Omer', 'Zoe'];

const allOrders: Order[] = Array.from({ length: 23 }, (_, i) => ({
  id: `#${1001 + i}`,
  customer: `${names[i % names.length]} ${String.fromCharCode(65 + ((i * 7) % 26))}.`,
  status: statuses[i % 3] ?? 'Paid',
  total: ((i * 37) % 100) + 10 + (i % 4) / 4,
}));

const columns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', value: (o) => o.id, width: 100 },
  { id: 'customer', header: 'Customer', value: (o) => o.customer },
  {
    id: 'status',
    header: 'Status',
    value: (o) => o.status,
    cell: (o) => <Tag tone={toneOf[o.status]}>{o.status}</Tag>,
  },
  {
    id: 'total',
    header: 'Total',
    value: (o) => o.total,
    cell: (o) => `$${o.total.toFixed(2)}`,
    align: 'end',
  },
];

const getRowId = (o: Order) => o.id;
const onRowAction = fn();
const onLoadMore = fn();

const meta = {
  title: 'UI/Data display/DataTable',
  component: DataTable,
  args: {
    'aria-label': 'Recent orders',
    columns: columns as DataTableColumn<object>[],
    rows: allOrders,
    getRowId: getRowId as (row: object) => string,
    rowHeight: 52,
    onRowAction,
  },
  beforeEach: () => {
    onRowAction.mockClear();
    onLoadMore.mockClear();
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRowHeaders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('grid', { name: 'Recent orders' })).toBeVisible();
    await expect(bodyRowHeaders(canvasElement)).toEqual([
      '#1001',
      '#1002',
      '#1003',
      '#1004',
      '#1005',
    ]);
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();
    // Fixed row height.
    await expect(canvas.getAllByRole('row')[1]?.getBoundingClientRect().height).toBe(52);
  },
};

export const SortingByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const order = canvas.getByRole('columnheader', { name: 'Order' });
    await expect(order).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const total = canvas.getByRole('columnheader', { name: 'Total' });
    await expect(total).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await expect(
      within(canvas.getAllByRole('row')[1] as HTMLElement).getByText('$10.00'),
    ).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRowHeaders(canvasElement)[0]).toBe('#1009');
  },
};

export const PagingByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toBeDisabled();
    // From the grid, Tab leaves to the pager; Previous is disabled so Next takes the focus.
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();
    await expect(bodyRowHeaders(canvasElement)[0]).toBe('#1006');
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
    await expect(bodyRowHeaders(canvasElement)).toEqual(['#1021', '#1022', '#1023']);
    await expect(next).toBeDisabled();
    await userEvent.tab({ shift: true });
    await expect(previous).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Page 4 of 5')).toBeVisible();
  },
};

export const OpenRow: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onRowAction).toHaveBeenLastCalledWith(allOrders[1]);
    await userEvent.click(canvas.getByRole('rowheader', { name: '#1004' }));
    await expect(onRowAction).toHaveBeenLastCalledWith(allOrders[3]);
  },
};

/** A host that fetches `count` rows from `skip` after 300 ms, like the orders endpoint. */
function ChunkedHost({ failFirst = false }: { failFirst?: boolean }) {
  const [rows, setRows] = useState<Order[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const [failuresLeft, setFailuresLeft] = useState(failFirst ? 1 : 0);
  const load = useCallback(
    (request: DataTableLoadRequest) => {
      onLoadMore(request);
      setLoading(true);
      setError(false);
      setTimeout(() => {
        setLoading(false);
        if (failuresLeft > 0) {
          setFailuresLeft((n) => n - 1);
          setError(true);
          return;
        }
        setRows((current) => [
          ...current,
          ...allOrders.slice(request.skip, request.skip + request.count),
        ]);
      }, 300);
    },
    [failuresLeft],
  );
  return (
    <DataTable
      aria-label="Recent orders"
      columns={columns}
      rows={rows}
      getRowId={getRowId}
      rowHeight={52}
      hasMore={rows.length < allOrders.length}
      isLoading={isLoading}
      error={error || undefined}
      onLoadMore={load}
    />
  );
}

export const LoadingInChunks: Story = {
  render: () => <ChunkedHost />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading rows' })).toBeVisible();
    await expect(onLoadMore).toHaveBeenCalledOnce();
    await expect(onLoadMore).toHaveBeenCalledWith({ skip: 0, count: 10 });
    await waitFor(() => expect(bodyRowHeaders(canvasElement)).toHaveLength(5));
    await expect(canvas.getByText('Page 1')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await expect(onLoadMore).toHaveBeenCalledOnce();
    await userEvent.click(next);
    await expect(onLoadMore).toHaveBeenLastCalledWith({ skip: 10, count: 10 });
    await waitFor(() => expect(bodyRowHeaders(canvasElement)[0]).toBe('#1011'));
  },
};

export const Loading: Story = {
  args: { rows: [], hasMore: true, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading rows' })).toBeVisible();
  },
};

export const ErrorAndRetry: Story = {
  render: () => <ChunkedHost failFirst />,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "The rows couldn't be loaded.",
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRowHeaders(canvasElement)).toHaveLength(5));
    await expect(onLoadMore).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No orders in this period' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toHaveTextContent('No orders in this period');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { pageSize: 20, visibleRows: 5, rowHeight: 62, phoneRowHeight: 76 },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    const scroller = grid.parentElement as HTMLElement;
    // 20 rows per page, 5 visible: the body scrolls.
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const rowHeight = canvas.getAllByRole('row')[1]?.getBoundingClientRect().height ?? 0;
    await expect(scroller.clientHeight).toBeLessThanOrEqual(40 + 5 * rowHeight + 2);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    'aria-label': 'הזמנות אחרונות',
    columns: [
      { id: 'id', header: 'הזמנה', value: (o: Order) => o.id },
      { id: 'customer', header: 'לקוח', value: (o: Order) => o.customer },
      { id: 'total', header: 'סכום', value: (o: Order) => o.total, align: 'end' },
    ] as DataTableColumn<object>[],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const headers = canvas.getAllByRole('columnheader');
    // Right-to-left: the first column is on the right.
    await expect(headers[0]?.getBoundingClientRect().left).toBeGreaterThan(
      headers[1]?.getBoundingClientRect().left ?? 0,
    );
    const next = canvas.getByRole('button', { name: 'העמוד הבא' });
    const previous = canvas.getByRole('button', { name: 'העמוד הקודם' });
    // The next button is on the left and its chevron points left.
    await expect(next.getBoundingClientRect().left).toBeLessThan(
      previous.getBoundingClientRect().left,
    );
    await expect(getComputedStyle(next.querySelector('svg') as SVGElement).transform).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    await userEvent.click(canvas.getByRole('columnheader', { name: 'לקוח' }));
    await expect(canvas.getByRole('columnheader', { name: 'לקוח' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(next);
    await expect(canvas.getByText('עמוד 2 מתוך 5')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('grid', { name: 'Recent orders' })).toBeVisible();
  },
};
