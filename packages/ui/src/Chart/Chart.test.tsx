import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Chart, isChartEmpty, type ChartSeries } from './Chart';
import type { ChartCanvasProps } from './ChartCanvas';

// The SVG drawing needs layout, so it is tried in a real browser (the story tests); here the lazy drawing is a stand-in
// that records what the Chart passes it.
const drawn = vi.hoisted(() => ({ props: [] as ChartCanvasProps[] }));
vi.mock('./ChartCanvas', () => ({
  default: (props: ChartCanvasProps) => {
    drawn.props.push(props);
    return <div data-testid="drawing" />;
  },
}));

const days = ['Mar 1', 'Mar 2', 'Mar 3', 'Mar 4'];
const clicks: ChartSeries = {
  id: 'clicks',
  name: 'Clicks',
  data: [120, 340, 90, 1200],
  tone: 'clicks',
};
const sales: ChartSeries = { id: 'sales', name: 'Sales', data: [2, 5, 0, 9], tone: 'sales' };

describe('isChartEmpty', () => {
  it('is empty without categories, without series, or with only zeros', () => {
    expect(isChartEmpty([], [clicks])).toBe(true);
    expect(isChartEmpty(days, [])).toBe(true);
    expect(isChartEmpty(days, [{ ...clicks, data: [0, 0, 0, 0] }])).toBe(true);
    expect(isChartEmpty(days, [{ ...clicks, data: [0, 0, 0, 0] }, sales])).toBe(false);
  });
});

describe('Chart', () => {
  it('is a figure named by its label, described by a text summary of each series', async () => {
    render(
      <Chart
        aria-label="Clicks and sales, last 4 days"
        categories={days}
        series={[clicks, sales]}
      />,
    );
    const chart = screen.getByRole('figure', { name: 'Clicks and sales, last 4 days' });
    expect(chart).toHaveAccessibleDescription(
      'Clicks: total 1,750, highest 1,200 on Mar 4 Sales: total 16, highest 9 on Mar 4',
    );
    expect(await screen.findByTestId('drawing')).toBeInTheDocument();
    expect(screen.getByTestId('drawing').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the type it is given, 280 px high, left to right, with the values formatted', async () => {
    drawn.props.length = 0;
    render(
      <Chart
        aria-label="Revenue"
        type="bar"
        categories={days}
        series={[clicks]}
        formatValue={(value) => `$${value}`}
      />,
    );
    await screen.findByTestId('drawing');
    const props = drawn.props.at(-1);
    expect(props?.type).toBe('bar');
    expect(props?.height).toBe(280);
    expect(props?.isRtl).toBe(false);
    expect(props?.formatValue(5)).toBe('$5');
    expect(screen.getByRole('figure')).toHaveAccessibleDescription(
      'Clicks: total $1750, highest $1200 on Mar 4',
    );
  });

  it('says there is no data, naming the period, instead of drawing', () => {
    render(
      <Chart
        aria-label="Clicks"
        categories={days}
        series={[{ ...clicks, data: [0, 0, 0, 0] }]}
        rangeLabel="Last 7 days"
      />,
    );
    expect(screen.getByRole('figure', { name: 'Clicks' })).toHaveTextContent(
      'No data for Last 7 days',
    );
    expect(screen.queryByTestId('drawing')).not.toBeInTheDocument();
  });

  it('says there is no data without a period too', () => {
    render(<Chart aria-label="Clicks" categories={[]} series={[]} />);
    expect(screen.getByRole('figure')).toHaveTextContent('No data to show');
  });

  it('shows a failed load instead of a skeleton', () => {
    render(<Chart aria-label="Clicks" categories={days} series={[clicks]} isLoading error />);
    const chart = screen.getByRole('figure', { name: 'Clicks' });
    expect(screen.getByRole('alert')).toHaveTextContent("The chart couldn't be loaded.");
    expect(chart.querySelector('[data-shape="rect"]')).toBeNull();
    expect(chart).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('drawing')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    render(<Chart aria-label="Clicks" categories={days} series={[clicks]} isLoading />);
    const chart = screen.getByRole('figure', { name: 'Clicks' });
    expect(chart).toHaveAttribute('aria-busy', 'true');
    expect(chart.querySelector('[data-shape="rect"]')).not.toBeNull();
    expect(screen.queryByTestId('drawing')).not.toBeInTheDocument();
  });

  it('runs right to left and speaks Hebrew', async () => {
    drawn.props.length = 0;
    render(
      <I18nProvider locale="he-IL">
        <Chart
          aria-label="קליקים"
          categories={days}
          series={[{ ...clicks, name: 'קליקים' }]}
          rangeLabel="7 הימים האחרונים"
        />
      </I18nProvider>,
    );
    await screen.findByTestId('drawing');
    expect(drawn.props.at(-1)?.isRtl).toBe(true);
    expect(screen.getByRole('figure')).toHaveAccessibleDescription(
      'קליקים: סך הכול 1,750, הגבוה ביותר 1,200 ב-Mar 4',
    );
  });
});
