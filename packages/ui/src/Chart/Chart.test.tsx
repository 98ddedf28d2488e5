import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Chart, isChartEmpty, type ChartSeries } from './Chart';
import type { EChartProps } from './EChart';

// echarts needs layout, so it is tried in a real browser (the story tests); here the lazily
// loaded drawing is a stand-in that records what the Chart passes it.
const drawn = vi.hoisted(() => ({ props: [] as EChartProps[] }));
vi.mock('./EChart', () => ({
  EChart: (props: EChartProps) => {
    drawn.props.push(props);
    return <div data-testid="drawing" />;
  },
}));

/** An IntersectionObserver the test moves: `reveal()` brings every observed element into view. */
const observers = vi.hoisted(() => ({
  options: [] as (IntersectionObserverInit | undefined)[],
  live: new Set<() => void>(),
}));
class FakeObserver {
  private readonly reveal: () => void;
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: object) {
    observers.options.push(options);
    this.reveal = () => callback([{ isIntersecting: true }]);
  }
  observe() {
    observers.live.add(this.reveal);
  }
  disconnect() {
    observers.live.delete(this.reveal);
  }
}
const reveal = () =>
  act(() => {
    for (const show of [...observers.live]) show();
  });

beforeEach(() => {
  drawn.props.length = 0;
  observers.options.length = 0;
  observers.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

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
    reveal();
    expect(await screen.findByTestId('drawing')).toBeInTheDocument();
    expect(drawn.props.at(-1)?.label).toBe('Clicks and sales, last 4 days');
    expect(drawn.props.at(-1)?.series).toEqual([clicks, sales]);
  });

  it('loads the drawing only once its place nears the viewport, a skeleton until then', async () => {
    render(<Chart aria-label="Clicks" categories={days} series={[clicks]} />);
    const chart = screen.getByRole('figure', { name: 'Clicks' });
    expect(chart.querySelector('[data-shape="rect"]')).not.toBeNull();
    expect(screen.queryByTestId('drawing')).not.toBeInTheDocument();
    expect(observers.options).toEqual([{ rootMargin: '200px' }]);
    reveal();
    expect(await screen.findByTestId('drawing')).toBeInTheDocument();
    expect(chart.querySelector('[data-shape="rect"]')).toBeNull();
    // Once near, the chart stops watching.
    expect(observers.live.size).toBe(0);
  });

  it('loads the drawing only once its data is in, when the browser is idle', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => ((idle = task), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { rerender } = render(
      <Chart aria-label="Clicks" categories={days} series={[clicks]} isLoading />,
    );
    reveal();
    expect(idle).toBeUndefined();
    rerender(<Chart aria-label="Clicks" categories={days} series={[clicks]} />);
    expect(screen.queryByTestId('drawing')).not.toBeInTheDocument();
    act(() => idle?.());
    expect(await screen.findByTestId('drawing')).toBeInTheDocument();
  });

  it('draws at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Chart aria-label="Clicks" categories={days} series={[clicks]} />);
    expect(await screen.findByTestId('drawing')).toBeInTheDocument();
  });

  it('draws the type it is given, 280 px high, left to right, with the values formatted', async () => {
    render(
      <Chart
        aria-label="Revenue"
        type="bar"
        categories={days}
        series={[clicks]}
        formatValue={(value) => `$${value}`}
      />,
    );
    reveal();
    await screen.findByTestId('drawing');
    const props = drawn.props.at(-1);
    expect(props?.type).toBe('bar');
    expect(props?.height).toBe(280);
    expect(props?.isRtl).toBe(false);
    expect(props?.categories).toEqual(days);
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
    reveal();
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
    reveal();
    const chart = screen.getByRole('figure', { name: 'Clicks' });
    expect(screen.getByRole('alert')).toHaveTextContent("The chart couldn't be loaded.");
    expect(chart.querySelector('[data-shape="rect"]')).toBeNull();
    expect(chart).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('drawing')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, even once near the viewport', () => {
    render(<Chart aria-label="Clicks" categories={days} series={[clicks]} isLoading />);
    reveal();
    const chart = screen.getByRole('figure', { name: 'Clicks' });
    expect(chart).toHaveAttribute('aria-busy', 'true');
    expect(chart.querySelector('[data-shape="rect"]')).not.toBeNull();
    expect(screen.queryByTestId('drawing')).not.toBeInTheDocument();
  });

  it('runs right to left and speaks Hebrew', async () => {
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
    reveal();
    await screen.findByTestId('drawing');
    expect(drawn.props.at(-1)?.isRtl).toBe(true);
    expect(drawn.props.at(-1)?.label).toBe('קליקים');
    expect(screen.getByRole('figure')).toHaveAccessibleDescription(
      'קליקים: סך הכול 1,750, הגבוה ביותר 1,200 ב-Mar 4',
    );
  });
});
