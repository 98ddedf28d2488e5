import type { Order } from '@shoppable/api-client';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrdersTable } from './OrdersTable';

const order = (id: string, status: Order['order_status'], total: number): Order => ({
  order_id: id,
  created_at: '2026-03-05T10:00:00Z',
  currency: 'USD',
  order_status: status,
  products_count: 2,
  total_price: total,
});

describe('OrdersTable', () => {
  it('shows each order with its date, status, products and total', () => {
    render(<OrdersTable orders={[order('o1', 'PAID', 120), order('o2', 'REFUNDED', 40)]} />);
    const table = screen.getByRole('grid', { name: 'Recent orders' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('5/3/2026');
    expect(rows[1]).toHaveTextContent('PAID');
    expect(rows[1]).toHaveTextContent('$120.00');
    expect(rows[2]).toHaveTextContent('REFUNDED');
  });

  it('says when there are no orders', () => {
    render(<OrdersTable orders={[]} />);
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
  });

  it('shows a failure', () => {
    render(<OrdersTable orders={[]} error />);
    expect(screen.getByText('The orders could not be loaded.')).toBeInTheDocument();
  });
});
