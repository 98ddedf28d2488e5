import { ALL_PERMISSIONS } from '@shoppable/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LifetimeStrip } from './LifetimeStrip';

const noPermissions = { ...ALL_PERMISSIONS, clicksEnabled: false, revenueEnabled: false };

describe('LifetimeStrip', () => {
  it('shows views, sales and revenue once revenue reaches 1000', () => {
    render(
      <LifetimeStrip
        figures={{ views: 2500, checkouts: 12, revenue: 1000 }}
        currency="USD"
        viewerRole="admin"
        permissions={ALL_PERMISSIONS}
      />,
    );
    expect(screen.getByRole('group', { name: 'Lifetime views' })).toHaveTextContent('2.5K');
    expect(screen.getByRole('group', { name: 'Lifetime sales' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Lifetime revenue' })).toHaveTextContent('$1,000');
  });

  it('hides the revenue below 1000', () => {
    render(
      <LifetimeStrip
        figures={{ views: 1, checkouts: 1, revenue: 999 }}
        currency="USD"
        viewerRole="admin"
        permissions={ALL_PERMISSIONS}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Lifetime revenue' })).not.toBeInTheDocument();
  });

  it('masks what an influencer may not see', () => {
    render(
      <LifetimeStrip
        figures={{ views: 1, checkouts: 3, revenue: 5000 }}
        currency="USD"
        viewerRole="influencer"
        permissions={noPermissions}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Lifetime views' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Lifetime revenue' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Lifetime sales' })).toHaveTextContent('3');
  });

  it('shows nothing after a failure', () => {
    render(
      <LifetimeStrip
        figures={undefined}
        currency="USD"
        viewerRole="admin"
        permissions={ALL_PERMISSIONS}
        error
      />,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
