import type { TrendCombination, TrendItem } from '@shoppable/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BestCombinations } from './BestCombinations';

const item = (id: string, title: string): TrendItem => ({
  product_id: id,
  inventory_id: `inv-${id}`,
  title,
  view: 10,
  add: 2,
  rank: 50,
  image: null,
});
const shirt = item('p1', 'Linen shirt');
const tote = item('p2', 'Canvas tote');
const scarf = item('p3', 'Wool scarf');
const combinations: TrendCombination[] = [
  { id: 'p1+p2', products: [shirt, tote], ordersTogether: 12 },
  { id: 'p1+p3', products: [shirt, scarf], ordersTogether: 3 },
];

describe('BestCombinations', () => {
  it('shows each combination with its products and how often they were bought together', () => {
    render(<BestCombinations combinations={combinations} onCreateInstant={() => {}} />);
    const list = screen.getByRole('list', { name: 'Best combinations' });
    const first = within(list).getByRole('listitem', { name: 'Linen shirt and Canvas tote' });
    expect(first).toHaveTextContent('Bought together in 12 orders');
    expect(
      within(list).getByRole('listitem', { name: 'Linen shirt and Wool scarf' }),
    ).toBeVisible();
  });

  it('hands exactly the combination’s products to the quick link', async () => {
    const onCreateInstant = vi.fn();
    render(<BestCombinations combinations={combinations} onCreateInstant={onCreateInstant} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Create Instant with Linen shirt and Wool scarf' }),
    );
    expect(onCreateInstant).toHaveBeenCalledWith([shirt, scarf]);
  });

  it('says when there are no combinations', () => {
    render(<BestCombinations combinations={[]} onCreateInstant={() => {}} />);
    expect(screen.getByRole('heading', { name: 'No combinations yet' })).toBeVisible();
  });

  it('shows a failure with Try again', async () => {
    const onRetry = vi.fn();
    render(
      <BestCombinations combinations={[]} onCreateInstant={() => {}} isError onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The best combinations could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
