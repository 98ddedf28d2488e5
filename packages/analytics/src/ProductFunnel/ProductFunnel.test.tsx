import type { FunnelStep } from '@shoppable/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dropOff } from './dropOff';
import { ProductFunnel } from './ProductFunnel';

const step = (title: string, counts: Partial<FunnelStep>): FunnelStep => ({
  product_id: `prd-${title}`,
  inventory_id: `inv-${title}`,
  title,
  views: 0,
  adds_to_cart: 0,
  checkouts: 0,
  ...counts,
});

const steps = [
  step('Linen shirt', { views: 200, adds_to_cart: 50, checkouts: 10 }),
  step('Canvas tote', { views: 200, adds_to_cart: 0, checkouts: 0 }),
];

const rowOf = (title: string) =>
  screen.getByRole('rowheader', { name: title }).closest<HTMLElement>('[role="row"]')!;

describe('dropOff', () => {
  it('is the share lost from the step before, none when nobody was there or a count is hidden', () => {
    expect(dropOff(200, 50)).toBe(0.75);
    expect(dropOff(50, 50)).toBe(0);
    expect(dropOff(3, 5)).toBe(0);
    expect(dropOff(0, 0)).toBeNull();
    expect(dropOff(null, 4)).toBeNull();
    expect(dropOff(4, null)).toBeNull();
  });
});

describe('ProductFunnel', () => {
  it('shows each product in order with every step and its drop-off', () => {
    render(<ProductFunnel steps={steps} />);
    const table = screen.getByRole('grid', { name: 'Product funnel' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Product', 'Views', 'Added to cart', 'Checkouts']);
    const titles = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(titles).toEqual(['Linen shirt', 'Canvas tote']);
    const cells = within(rowOf('Linen shirt'))
      .getAllByRole('gridcell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['200', '5075% dropped off', '1080% dropped off']);
    // Nobody added the tote: its checkouts have no step to drop off from.
    const tote = within(rowOf('Canvas tote'))
      .getAllByRole('gridcell')
      .map((c) => c.textContent);
    expect(tote).toEqual(['200', '0100% dropped off', '0']);
  });

  it('leaves out the steps the server hides for the viewer', () => {
    render(
      <ProductFunnel
        steps={[step('Linen shirt', { views: 120, adds_to_cart: null, checkouts: null })]}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Product', 'Views']);
  });

  it('shows no drop-off from a hidden step', () => {
    render(
      <ProductFunnel
        steps={[step('Linen shirt', { views: null, adds_to_cart: 8, checkouts: 2 })]}
      />,
    );
    const cells = within(rowOf('Linen shirt'))
      .getAllByRole('gridcell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['8', '275% dropped off']);
  });

  it('shows a spinner while loading, not the empty message', () => {
    render(<ProductFunnel steps={[]} isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading rows' })).toBeInTheDocument();
    expect(screen.queryByText('No products on this link.')).toBeNull();
  });

  it('says when the link has no products', () => {
    render(<ProductFunnel steps={[]} />);
    expect(screen.getByText('No products on this link.')).toBeInTheDocument();
  });

  it('shows a failure with Try again', async () => {
    const onRetry = vi.fn();
    render(<ProductFunnel steps={[]} error onRetry={onRetry} />);
    expect(screen.getByText('The product funnel could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
