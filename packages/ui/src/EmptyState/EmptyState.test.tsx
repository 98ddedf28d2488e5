import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows its title as a heading, the description and the action', async () => {
    const onPress = vi.fn();
    render(
      <EmptyState
        title="No links yet"
        description="Create your first Instant to start selling."
        action={<Button onPress={onPress}>Create link</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No links yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first Instant to start selling.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('lets the keyboard reach the action', async () => {
    const onPress = vi.fn();
    render(
      <EmptyState title="No links yet" action={<Button onPress={onPress}>Create link</Button>} />,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Create link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('takes the heading level it is given and hides the icon', () => {
    render(<EmptyState title="No orders" headingLevel={3} icon={<svg data-testid="icon" />} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No orders' })).toBeInTheDocument();
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows neither a description nor an action when none is given', () => {
    const { container } = render(<EmptyState title="No orders" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container).toHaveTextContent(/^No orders$/);
  });
});
