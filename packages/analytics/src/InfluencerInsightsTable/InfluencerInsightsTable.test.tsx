import type { InfluencerInsight } from '@shoppable/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InfluencerInsightsTable } from './InfluencerInsightsTable';

const insight = (name: string, revenue: number, clicks: number): InfluencerInsight => ({
  influencerUsername: name,
  currency: 'USD',
  totalRevenue: revenue,
  totalRefunded: 1,
  influencerAttributedRevenue: revenue,
  commission: revenue / 10,
  salesLinks: 2,
  influencerAttributedSalesLinks: 2,
  salesShorts: 1,
  influencerAttributedSalesShorts: 1,
  salesOrganic: 0,
  revenueLinks: revenue,
  influencerAttributedRevenueLinks: revenue,
  revenueShorts: 0,
  influencerAttributedRevenueShorts: 0,
  revenueOrganic: 0,
  linksClicks: clicks,
  shortsClicks: 3,
});

const rows = Array.from({ length: 7 }, (_, i) => insight(`inf${i}`, (i + 1) * 100, 70 - i * 10));

describe('InfluencerInsightsTable', () => {
  it('shows five influencers per page, highest revenue first, and pages on', async () => {
    render(<InfluencerInsightsTable rows={rows} currency="USD" fileName="f.csv" />);
    const table = screen.getByRole('grid', { name: 'Influencer insights' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent);
    expect(names()).toEqual(['inf6', 'inf5', 'inf4', 'inf3', 'inf2']);
    expect(within(table).getByRole('gridcell', { name: '$700.00' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(names()).toEqual(['inf1', 'inf0']);
  });

  it('sorts by a column the user presses', async () => {
    render(<InfluencerInsightsTable rows={rows} currency="USD" fileName="f.csv" />);
    const table = screen.getByRole('grid', { name: 'Influencer insights' });
    await userEvent.click(within(table).getByRole('columnheader', { name: /Link clicks/ }));
    const names = within(table)
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
    expect(names[0]).toBe('inf6');
    await userEvent.click(within(table).getByRole('columnheader', { name: /Link clicks/ }));
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('inf0');
  });

  it('downloads every row as CSV under the given name', async () => {
    const download = vi.fn();
    render(
      <InfluencerInsightsTable rows={rows} currency="USD" fileName="r.csv" download={download} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const [name, csv] = download.mock.calls[0] as [string, string];
    expect(name).toBe('r.csv');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Influencer,Link clicks,Short clicks,Attributed sales,Attributed revenue,Commission,Refunds,Currency',
    );
    expect(lines).toHaveLength(8);
    expect(lines[1]).toBe('inf0,70,3,3,100,10,1,USD');
  });

  it('says when there is nobody, and cannot download nothing', () => {
    render(<InfluencerInsightsTable rows={[]} currency="USD" fileName="f.csv" />);
    expect(screen.getByText('No influencer activity in this period.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
