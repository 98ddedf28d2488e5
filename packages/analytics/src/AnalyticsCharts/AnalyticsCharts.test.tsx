import { ALL_PERMISSIONS, toClientPermissions } from '@shoppable/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AnalyticsCharts, type AnalyticsChartsProps } from './AnalyticsCharts';

/** No analytics permission at all. */
const none = toClientPermissions(null);

const props: AnalyticsChartsProps = {
  points: [
    { date: '2026-03-02', visits: 100, checkouts: 4, revenue: 200 },
    { date: '2026-03-04T00:00:00Z', visits: 50, checkouts: 1, revenue: 40 },
  ],
  from: '2026-03-01',
  to: '2026-03-05',
  rangeLabel: 'Last 5 days',
  currency: 'USD',
  viewerRole: 'admin',
  permissions: ALL_PERMISSIONS,
};

describe('AnalyticsCharts', () => {
  it('draws clicks and sales over every day of the range, missing days as zeros', () => {
    render(<AnalyticsCharts {...props} />);
    const chart = screen.getByRole('figure', { name: 'Clicks and sales, Last 5 days' });
    expect(chart).toHaveAccessibleDescription(
      'Clicks: total 150, highest 100 on Mar 2 Sales: total 5, highest 4 on Mar 2',
    );
  });

  it('switches to the conversion rate and to revenue with the average order value', async () => {
    const user = userEvent.setup();
    render(<AnalyticsCharts {...props} />);
    await user.click(screen.getByRole('radio', { name: 'Conversion rate' }));
    expect(
      screen.getByRole('figure', { name: 'Conversion rate, Last 5 days' }),
    ).toHaveAccessibleDescription(/Conversion rate: total 6%, highest 4% on Mar 2/);
    await user.click(screen.getByRole('radio', { name: 'Revenue' }));
    expect(
      screen.getByRole('figure', { name: 'Revenue, Last 5 days' }),
    ).toHaveAccessibleDescription(
      /Revenue: total \$240.00, highest \$200.00 on Mar 2 Average order value: total \$90.00, highest \$50.00 on Mar 2/,
    );
  });

  it('shows an influencer only the series their permissions allow, and no commerce chart', () => {
    render(
      <AnalyticsCharts
        {...props}
        viewerRole="influencer"
        permissions={{ ...none, clicksEnabled: true, revenueEnabled: true }}
      />,
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Clicks and sales, Last 5 days' });
    expect(chart).toHaveAccessibleDescription('Clicks: total 150, highest 100 on Mar 2');
  });

  it('renders nothing for an influencer without clicks or sales', () => {
    const { container } = render(
      <AnalyticsCharts {...props} viewerRole="influencer" permissions={none} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('names the period when there is nothing to draw', () => {
    render(<AnalyticsCharts {...props} points={[]} />);
    expect(screen.getByText('No data for Last 5 days')).toBeInTheDocument();
  });

  it('says when the figures failed to load', () => {
    render(<AnalyticsCharts {...props} points={undefined} error />);
    expect(screen.getByRole('alert')).toHaveTextContent('The chart could not be loaded.');
  });
});
