import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import EChartsReactModule from 'echarts-for-react/lib/core';
import type { ChartSeries } from './Chart';
import type { chartTypes } from './chartVariants';

// lib/core is CommonJS: depending on the bundler its default import is the component or the
// module object holding it.
const ReactEChartsCore =
  (EChartsReactModule as unknown as { default?: typeof EChartsReactModule }).default ??
  EChartsReactModule;

// Only what the Chart draws: line and bar series on a cartesian grid, with tooltip and legend.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

/** The theme colours the chart needs, resolved from the `--sp-*` variables where it is drawn. */
export interface ChartPalette {
  text: string;
  grid: string;
  surface: string;
  series: Record<string, string>;
}

/** Props of the lazily loaded echarts drawing. */
export interface ChartCanvasProps {
  type: (typeof chartTypes)[number];
  categories: readonly string[];
  series: readonly ChartSeries[];
  height: number;
  palette: ChartPalette;
  isRtl: boolean;
  formatValue: (value: number) => string;
}

/** The echarts drawing of a Chart (SVG renderer), loaded on first use. */
export default function ChartCanvas({
  type,
  categories,
  series,
  height,
  palette,
  isRtl,
  formatValue,
}: ChartCanvasProps) {
  const option = {
    animation: false,
    textStyle: { color: palette.text, fontFamily: 'inherit' },
    grid: {
      top: 36,
      bottom: 8,
      left: 8,
      right: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend: {
      show: series.length > 1,
      top: 0,
      [isRtl ? 'right' : 'left']: 0,
      textStyle: { color: palette.text },
    },
    tooltip: {
      trigger: 'axis',
      backgroundColor: palette.surface,
      borderColor: palette.grid,
      textStyle: { color: palette.text },
      valueFormatter: (value: unknown) => formatValue(Number(value)),
    },
    xAxis: {
      type: 'category',
      data: categories,
      inverse: isRtl,
      boundaryGap: type === 'bar',
      axisLine: { lineStyle: { color: palette.grid } },
      axisLabel: { color: palette.text },
    },
    yAxis: {
      type: 'value',
      position: isRtl ? 'right' : 'left',
      splitLine: { lineStyle: { color: palette.grid } },
      axisLabel: { color: palette.text, formatter: (value: number) => formatValue(value) },
    },
    series: series.map((s) => ({
      id: s.id,
      name: s.name,
      type,
      data: s.data,
      color: palette.series[s.id],
      smooth: type === 'line',
      showSymbol: false,
      barMaxWidth: 24,
    })),
  };
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      opts={{ renderer: 'svg' }}
      style={{ blockSize: height, inlineSize: '100%' }}
    />
  );
}
