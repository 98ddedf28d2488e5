import { clearClientErrorLog, clientErrorLog } from '@shoppable/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { RecentOrders } from './RecentOrders';

const api = setupMockApi();
beforeEach(() => clearClientErrorLog());

const ordersList = () => screen.findByRole('region', { name: 'Orders' });

describe('RecentOrders', () => {
  it('shows the first page of 20 orders with status tags and loads more', async () => {
    const store = api.useMocks();
    renderWithApi(<RecentOrders client={testClient} businessId={store.businessId} />);
    expect(screen.getByRole('progressbar', { name: 'Loading orders' })).toBeInTheDocument();
    const list = await ordersList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByText('Paid').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
  });

  it('opens an order’s products on demand', async () => {
    const store = api.useMocks();
    renderWithApi(<RecentOrders client={testClient} businessId={store.businessId} />);
    const list = await ordersList();
    const [toggle] = within(list).getAllByRole('button', { name: /Show products/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle!);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const products = await screen.findByRole('list', { name: 'Products of the order' });
    const first = store.data.orderItems[store.data.orders[0]!.order_id]!;
    expect(within(products).getAllByRole('listitem')).toHaveLength(first.length);
    expect(within(products).getByText(first[0]!.title, { exact: false })).toBeInTheDocument();
    await userEvent.click(toggle!);
    expect(screen.queryByRole('list', { name: 'Products of the order' })).not.toBeInTheDocument();
  });

  it('says there are no orders when the store has none', async () => {
    const store = api.useMocks({ empty: true });
    renderWithApi(<RecentOrders client={testClient} businessId={store.businessId} />);
    expect(await screen.findByText('No orders to show')).toBeInTheDocument();
  });

  it('only logs a failure, without leaving a spinner', async () => {
    const store = api.useMocks({ error: 'Something went wrong', only: ['listOrders'] });
    renderWithApi(<RecentOrders client={testClient} businessId={store.businessId} />);
    expect(await screen.findByText('No orders to show')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(clientErrorLog().some((line) => line.includes('recent orders'))).toBe(true);
  });

  it('speaks Hebrew', async () => {
    const store = api.useMocks();
    renderWithApi(<RecentOrders client={testClient} businessId={store.businessId} />, {
      locale: 'he-IL',
    });
    expect(await screen.findByRole('heading', { name: 'הזמנות אחרונות' })).toBeInTheDocument();
  });
});
