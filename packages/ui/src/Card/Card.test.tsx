import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title heading, with its actions', async () => {
    const onPress = vi.fn();
    render(
      <Card title="Recent orders" actions={<Button onPress={onPress}>See all</Button>}>
        Three orders
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Recent orders' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Recent orders' })).toBeVisible();
    expect(region).toHaveTextContent('Three orders');
    await userEvent.click(within(region).getByRole('button', { name: 'See all' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('takes a heading level and an aria-label instead of a title', () => {
    const { rerender } = render(
      <Card title="Insights" headingLevel={3}>
        Numbers
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Insights' })).toBeInTheDocument();
    rerender(<Card aria-label="Summary">Numbers</Card>);
    expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('is a plain container without a name', () => {
    render(<Card id="plain">Just content</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Just content')).toHaveAttribute('id', 'plain');
  });
});
