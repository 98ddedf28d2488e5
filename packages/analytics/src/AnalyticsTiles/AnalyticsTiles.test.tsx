import { ALL_PERMISSIONS, toClientPermissions } from '@shoppable/domain';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { AnalyticsTiles, type AnalyticsFigures } from './AnalyticsTiles';

const figures: AnalyticsFigures = {
  views: 12_345,
  checkouts: 40,
  revenue: 2000,
  influencerAttributedCheckouts: 10,
  influencerAttributedRevenue: 500,
  commission: 50,
};

/** No analytics permission at all. */
const none = toClientPermissions(null);

const tile = (name: string) => screen.getByRole('group', { name });

describe('AnalyticsTiles', () => {
  it('shows an admin every figure of the business', () => {
    render(
      <AnalyticsTiles figures={figures} currency="USD" viewerRole="admin" permissions={none} />,
    );
    expect(tile('Clicks')).toHaveTextContent('12.35K');
    expect(tile('Sales')).toHaveTextContent('40');
    expect(tile('Conversion rate')).toHaveTextContent('0.32%');
    expect(tile('Revenue')).toHaveTextContent('$2,000');
    expect(tile('Average order value')).toHaveTextContent('$50');
    expect(screen.queryByRole('group', { name: 'Commission' })).not.toBeInTheDocument();
  });

  it('shows an influencer attributed figures, commission, and nothing beyond her permissions', () => {
    render(
      <AnalyticsTiles
        figures={figures}
        currency="USD"
        viewerRole="influencer"
        permissions={{ ...none, salesEnabled: true, revenueEnabled: true, commissionEnabled: true }}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Clicks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Conversion rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Average order value' })).not.toBeInTheDocument();
    expect(tile('Sales')).toHaveTextContent('10');
    expect(tile('Influencer revenue')).toHaveTextContent('$500');
    expect(tile('Commission')).toHaveTextContent('$50');
  });

  it('says under the clicks how many came from QR scans, once there are some', () => {
    const { rerender } = render(
      <AnalyticsTiles
        figures={{ ...figures, qrScans: 1_234 }}
        currency="USD"
        viewerRole="admin"
        permissions={none}
      />,
    );
    expect(tile('Clicks')).toHaveTextContent('1.23K from QR scans');
    rerender(
      <AnalyticsTiles
        figures={{ ...figures, qrScans: 0 }}
        currency="USD"
        viewerRole="admin"
        permissions={none}
      />,
    );
    expect(tile('Clicks')).not.toHaveTextContent('QR');
    rerender(
      <AnalyticsTiles figures={figures} currency="USD" viewerRole="admin" permissions={none} />,
    );
    expect(tile('Clicks')).not.toHaveTextContent('QR');
  });

  it('says so when the permissions show nothing', () => {
    render(
      <AnalyticsTiles
        figures={figures}
        currency="USD"
        viewerRole="influencer"
        permissions={none}
      />,
    );
    expect(screen.getByText('Your permissions show no figures here.')).toBeInTheDocument();
  });

  it('marks every tile busy while loading', () => {
    render(
      <AnalyticsTiles
        figures={undefined}
        currency="USD"
        viewerRole="admin"
        permissions={ALL_PERMISSIONS}
        isLoading
      />,
    );
    expect(screen.getAllByRole('group')).toHaveLength(5);
    for (const g of screen.getAllByRole('group')) expect(g).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a failure in an alert instead of tiles', () => {
    render(
      <AnalyticsTiles
        figures={undefined}
        currency="USD"
        viewerRole="admin"
        permissions={none}
        error
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The analytics could not be loaded.');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('speaks Hebrew', () => {
    render(
      <I18nProvider locale="he-IL">
        <AnalyticsTiles figures={figures} currency="ILS" viewerRole="admin" permissions={none} />
      </I18nProvider>,
    );
    expect(tile('קליקים')).toHaveTextContent('12.35K');
  });
});
