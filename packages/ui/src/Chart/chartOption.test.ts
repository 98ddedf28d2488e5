import { describe, expect, it } from 'vitest';
import type { ChartSeries } from './Chart';
import {
  chartOption,
  keyboardIndex,
  tooltipHtml,
  type ChartOptionInput,
  type ChartPalette,
} from './chartOption';

const palette: ChartPalette = {
  text: '#55556a',
  strongText: '#16161d',
  grid: '#d9d9e3',
  surface: '#ffffff',
  font: 'system-ui',
  series: { clicks: '#3b82f6', sales: '#22a55b' },
};
const clicks: ChartSeries = { id: 'clicks', name: 'Clicks', data: [120, 340, 90], tone: 'clicks' };
const sales: ChartSeries = { id: 'sales', name: 'Sales', data: [2, 5, 0], tone: 'sales' };
const input: ChartOptionInput = {
  type: 'line',
  categories: ['Mar 1', 'Mar 2', 'Mar 3'],
  series: [clicks, sales],
  palette,
  isRtl: false,
  formatValue: (value) => `${value} u`,
  label: 'Clicks and sales, March 1 to 3',
  animation: true,
};

/** The option's single (not array) component of a kind, typed loosely for the assertions. */
const one = (value: unknown) => value as Record<string, unknown>;

describe('chartOption', () => {
  it('draws a smooth line per series in its colour over the categories', () => {
    const option = chartOption(input);
    expect(option.series).toEqual([
      expect.objectContaining({
        id: 'clicks',
        name: 'Clicks',
        type: 'line',
        data: [120, 340, 90],
        color: '#3b82f6',
        smooth: true,
        smoothMonotone: 'x',
      }),
      expect.objectContaining({ id: 'sales', type: 'line', color: '#22a55b' }),
    ]);
    expect(one(option.xAxis)).toMatchObject({
      type: 'category',
      data: ['Mar 1', 'Mar 2', 'Mar 3'],
      inverse: false,
      boundaryGap: false,
    });
    expect(one(option.yAxis)).toMatchObject({ type: 'value', position: 'left' });
  });

  it('draws bars between the category ticks', () => {
    const option = chartOption({ ...input, type: 'bar' });
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'bar', color: '#3b82f6', barMaxWidth: 24 }),
      expect.objectContaining({ type: 'bar', color: '#22a55b' }),
    ]);
    expect(one(option.xAxis).boundaryGap).toBe(true);
    expect(one(one(option.tooltip).axisPointer).type).toBe('shadow');
  });

  it('takes the theme colours for the text, the grid and the tooltip', () => {
    const option = chartOption(input);
    expect(one(option.xAxis).axisLabel).toEqual({ color: '#55556a' });
    expect(one(one(option.yAxis).splitLine).lineStyle).toEqual({ color: '#d9d9e3' });
    expect(one(option.tooltip)).toMatchObject({
      backgroundColor: '#ffffff',
      borderColor: '#d9d9e3',
      textStyle: { color: '#16161d', fontFamily: 'system-ui' },
    });
    expect(one(option.legend).textStyle).toEqual({ color: '#55556a', fontFamily: 'system-ui' });
  });

  it('formats the value axis', () => {
    const { formatter } = one(one(chartOption(input).yAxis).axisLabel) as {
      formatter: (value: number) => string;
    };
    expect(formatter(200)).toBe('200 u');
  });

  it('shows its tooltip on hover and on a tap, along the axis', () => {
    expect(one(chartOption(input).tooltip)).toMatchObject({
      trigger: 'axis',
      triggerOn: 'mousemove|click',
      confine: true,
    });
  });

  it('names the chart in echarts’ aria label', () => {
    expect(chartOption(input).aria).toEqual({
      enabled: true,
      label: { description: 'Clicks and sales, March 1 to 3' },
    });
  });

  it('shows a legend only for several series, on the left left to right', () => {
    expect(one(chartOption(input).legend)).toMatchObject({
      show: true,
      left: 0,
      align: 'left',
      data: ['Clicks', 'Sales'],
    });
    expect(one(chartOption({ ...input, series: [clicks] }).legend).show).toBe(false);
  });

  it('mirrors right to left: reversed axis, value axis and legend on the right', () => {
    const option = chartOption({ ...input, isRtl: true });
    expect(one(option.xAxis).inverse).toBe(true);
    expect(one(option.yAxis).position).toBe('right');
    const legend = one(option.legend);
    expect(legend).toMatchObject({ right: 0, align: 'right', data: ['Sales', 'Clicks'] });
    expect(legend).not.toHaveProperty('left');
  });

  it('animates unless told not to, the tooltip included', () => {
    expect(chartOption(input)).toMatchObject({ animation: true });
    const still = chartOption({ ...input, animation: false });
    expect(still.animation).toBe(false);
    expect(one(still.tooltip).transitionDuration).toBe(0);
  });

  it('formats its tooltip through the chart', () => {
    const { formatter } = one(chartOption(input).tooltip) as {
      formatter: (params: unknown) => string;
    };
    const html = formatter([
      { seriesId: 'clicks', seriesName: 'Clicks', dataIndex: 1 },
      { seriesId: 'sales', seriesName: 'Sales', dataIndex: 1 },
    ]);
    expect(html).toContain('Mar 2');
    expect(html).toContain('340 u');
    expect(html).toContain('5 u');
  });
});

describe('tooltipHtml', () => {
  it('lists the category, then each series with its colour, name and value', () => {
    const html = tooltipHtml(
      [
        { seriesId: 'clicks', dataIndex: 2 },
        { seriesId: 'sales', dataIndex: 2 },
      ],
      input,
    );
    const text = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(text).toBe('Mar 3 Clicks 90 u Sales 0 u');
    expect(html).toContain('background-color:#3b82f6');
    expect(html).toContain('background-color:#22a55b');
    // Logical CSS only, so the rows mirror right to left.
    expect(html).not.toMatch(/left|right/);
  });

  it('escapes the names and categories it is given', () => {
    const html = tooltipHtml([{ seriesId: 'x', dataIndex: 0 }], {
      ...input,
      categories: ['<b>Mar 1</b>'],
      series: [{ id: 'x', name: 'Tom & "Jerry"', data: [1] }],
    });
    expect(html).toContain('&lt;b&gt;Mar 1&lt;/b&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(html).not.toContain('<b>');
  });
});

describe('keyboardIndex', () => {
  it('steps with the arrow keys from the first or the last category, and stops at the ends', () => {
    expect(keyboardIndex('ArrowRight', null, 5, false)).toBe(0);
    expect(keyboardIndex('ArrowLeft', null, 5, false)).toBe(4);
    expect(keyboardIndex('ArrowRight', 1, 5, false)).toBe(2);
    expect(keyboardIndex('ArrowLeft', 1, 5, false)).toBe(0);
    expect(keyboardIndex('ArrowRight', 4, 5, false)).toBe(4);
    expect(keyboardIndex('ArrowLeft', 0, 5, false)).toBe(0);
  });

  it('mirrors right to left, where the first category is on the right', () => {
    expect(keyboardIndex('ArrowLeft', null, 5, true)).toBe(0);
    expect(keyboardIndex('ArrowLeft', 1, 5, true)).toBe(2);
    expect(keyboardIndex('ArrowRight', 1, 5, true)).toBe(0);
    expect(keyboardIndex('ArrowRight', null, 5, true)).toBe(4);
  });

  it('goes to the ends with Home and End, keeps within fewer categories, ignores other keys', () => {
    expect(keyboardIndex('Home', 3, 5, false)).toBe(0);
    expect(keyboardIndex('End', 0, 5, true)).toBe(4);
    expect(keyboardIndex('ArrowRight', 9, 3, false)).toBe(2);
    expect(keyboardIndex('Enter', 1, 5, false)).toBeUndefined();
    expect(keyboardIndex('ArrowRight', null, 0, false)).toBeUndefined();
  });
});
