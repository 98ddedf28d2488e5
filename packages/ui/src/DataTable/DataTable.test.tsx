import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

interface Order {
  id: string;
  customer: string;
  total: number;
}

const orders: Order[] = Array.from({ length: 12 }, (_, i) => ({
  id: `#${1001 + i}`,
  customer: `Customer ${String.fromCharCode(76 - i)}`,
  total: ((i * 37) % 100) + 10,
}));

const columns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', value: (o) => o.id },
  { id: 'customer', header: 'Customer', value: (o) => o.customer },
  {
    id: 'total',
    header: 'Total',
    value: (o) => o.total,
    cell: (o) => `$${o.total.toFixed(2)}`,
    align: 'end',
  },
];

const getRowId = (o: Order) => o.id;
/** The row headers (first column) of the body rows, in order. */
const shownOrders = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('DataTable', () => {
  it('is a grid named by its label showing the first page of 5 rows', () => {
    render(
      <DataTable aria-label="Recent orders" columns={columns} rows={orders} getRowId={getRowId} />,
    );
    const table = screen.getByRole('grid', { name: 'Recent orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Order', 'Customer', 'Total']);
    expect(shownOrders()).toEqual(['#1001', '#1002', '#1003', '#1004', '#1005']);
    expect(within(table).getByRole('gridcell', { name: '$10.00' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('pages with next and previous, disabled at the ends', async () => {
    render(
      <DataTable aria-label="Recent orders" columns={columns} rows={orders} getRowId={getRowId} />,
    );
    // Named after its table, so two tables on one page have distinct pagers.
    const pager = screen.getByRole('navigation', { name: 'Pages of Recent orders' });
    const previous = within(pager).getByRole('button', { name: 'Previous page' });
    const next = within(pager).getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(shownOrders()).toEqual(['#1006', '#1007', '#1008', '#1009', '#1010']);
    await userEvent.click(next);
    expect(shownOrders()).toEqual(['#1011', '#1012']);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('sorts by a column ascending then descending, back on the first page', async () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        aria-label="Recent orders"
        columns={columns}
        rows={orders}
        getRowId={getRowId}
        onSortChange={onSortChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const customer = screen.getByRole('columnheader', { name: 'Customer' });
    await userEvent.click(customer);
    expect(customer).toHaveAttribute('aria-sort', 'ascending');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'customer', direction: 'ascending' });
    expect(shownOrders()).toEqual(['#1012', '#1011', '#1010', '#1009', '#1008']);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(customer);
    expect(customer).toHaveAttribute('aria-sort', 'descending');
    expect(shownOrders()).toEqual(['#1001', '#1002', '#1003', '#1004', '#1005']);
  });

  it('sorts numbers as numbers', async () => {
    render(
      <DataTable aria-label="Recent orders" columns={columns} rows={orders} getRowId={getRowId} />,
    );
    await userEvent.click(screen.getByRole('columnheader', { name: 'Total' }));
    const totals = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent);
    expect(totals).toEqual(['$10.00', '$17.00', '$21.00', '$32.00', '$43.00']);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Total' }));
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).getByText('$106.00')).toBeVisible();
  });

  it('sorts from the keyboard: arrow up to a header, Enter', async () => {
    render(
      <DataTable aria-label="Recent orders" columns={columns} rows={orders} getRowId={getRowId} />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    const order = screen.getByRole('columnheader', { name: 'Order' });
    expect(order).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(order).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    expect(order).toHaveAttribute('aria-sort', 'descending');
    expect(shownOrders()[0]).toBe('#1012');
  });

  it('fetches rows in chunks of twice the page size as the user pages forward', async () => {
    const onLoadMore = vi.fn();
    const props = {
      'aria-label': 'Recent orders',
      columns,
      getRowId,
      onLoadMore,
    } as const;
    const { rerender } = render(<DataTable {...props} rows={[]} hasMore />);
    expect(onLoadMore).toHaveBeenCalledExactlyOnceWith({ skip: 0, count: 10 });
    rerender(<DataTable {...props} rows={[]} hasMore isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading rows' })).toBeInTheDocument();
    const first = orders.slice(0, 10);
    rerender(<DataTable {...props} rows={first} hasMore />);
    expect(shownOrders()).toHaveLength(5);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onLoadMore).toHaveBeenLastCalledWith({ skip: 10, count: 10 });
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('progressbar', { name: 'Loading rows' })).toBeInTheDocument();
    rerender(<DataTable {...props} rows={orders} hasMore={false} />);
    expect(shownOrders()).toEqual(['#1011', '#1012']);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows a failed fetch instead of a spinner, and retries', async () => {
    const onLoadMore = vi.fn();
    render(
      <DataTable
        aria-label="Recent orders"
        columns={columns}
        rows={[]}
        getRowId={getRowId}
        hasMore
        error
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("The rows couldn't be loaded.");
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onLoadMore).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledExactlyOnceWith({ skip: 0, count: 10 });
  });

  it('shows the empty message and no pager when there are no rows', () => {
    render(
      <DataTable
        aria-label="Recent orders"
        columns={columns}
        rows={[]}
        getRowId={getRowId}
        emptyMessage="No orders in this period"
      />,
    );
    expect(screen.getByRole('grid')).toHaveTextContent('No orders in this period');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens a row with Enter or a press', async () => {
    const onRowAction = vi.fn();
    render(
      <DataTable
        aria-label="Recent orders"
        columns={columns}
        rows={orders}
        getRowId={getRowId}
        onRowAction={onRowAction}
      />,
    );
    await userEvent.click(screen.getByRole('rowheader', { name: '#1002' }));
    expect(onRowAction).toHaveBeenLastCalledWith(orders[1]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(orders[2]);
  });

  it('speaks Hebrew', () => {
    render(
      <I18nProvider locale="he-IL">
        <DataTable aria-label="הזמנות" columns={columns} rows={orders} getRowId={getRowId} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'העמוד הבא' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'העמוד הקודם' })).toBeInTheDocument();
    expect(screen.getByText('עמוד 1 מתוך 3')).toBeInTheDocument();
  });
});
