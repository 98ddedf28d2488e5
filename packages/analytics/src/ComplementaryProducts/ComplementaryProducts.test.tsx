import type { TrendItem } from '@shoppable/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComplementaryProducts } from './ComplementaryProducts';

const item = (id: string, title: string): TrendItem => ({
  product_id: id,
  inventory_id: `inv-${id}`,
  title,
  view: 10,
  add: 2,
  rank: 50,
  image: null,
});
const main = item('p1', 'Linen shirt');

describe('ComplementaryProducts', () => {
  it('shows the main product and each complement with the share of its orders', () => {
    render(
      <ComplementaryProducts
        mainProduct={main}
        items={[
          { product: item('p2', 'Canvas tote'), combination_score: 0.425 },
          { product: item('p3', 'Wool scarf'), combination_score: 0.1 },
        ]}
        onChangeMainProduct={() => {}}
      />,
    );
    const list = screen.getByRole('list', { name: 'Complementary products of Linen shirt' });
    expect(within(list).getByRole('listitem', { name: 'Canvas tote' })).toHaveTextContent(
      'In 43% of its orders',
    );
    expect(within(list).getByRole('listitem', { name: 'Wool scarf' })).toHaveTextContent(
      'In 10% of its orders',
    );
  });

  it('offers to change the main product', async () => {
    const onChange = vi.fn();
    render(<ComplementaryProducts mainProduct={main} items={[]} onChangeMainProduct={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change product' }));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('says when nothing was bought with the main product', () => {
    render(<ComplementaryProducts mainProduct={main} items={[]} onChangeMainProduct={() => {}} />);
    expect(screen.getByRole('heading', { name: 'No complementary products' })).toBeVisible();
  });

  it('asks for a main product when there is none', () => {
    render(<ComplementaryProducts mainProduct={null} items={[]} onChangeMainProduct={() => {}} />);
    expect(screen.getByText('Choose a main product to see what sells with it.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose product' })).toBeEnabled();
  });

  it('shows a failure with Try again', async () => {
    const onRetry = vi.fn();
    render(
      <ComplementaryProducts
        mainProduct={main}
        items={[]}
        onChangeMainProduct={() => {}}
        isError
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The complementary products could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
