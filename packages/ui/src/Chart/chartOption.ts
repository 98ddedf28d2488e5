// What the echarts drawing is told: its option and the keyboard's index arithmetic. Pure, so it is
// unit-tested without a browser; only the lazily loaded EChart imports it at run time.
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartSeries } from './Chart';
import type { chartTypes } from './chartVariants';

/** The echarts option of a Chart: only the series and components it registers. */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;

/** The theme colours the chart needs, resolved from the `--sp-*` variables where it is drawn. */
export interface ChartPalette {
  /** Axis labels and the legend (the subdued text colour). */
  text: string;
  /** The tooltip's text (the default text colour). */
  strongText: string;
  /** Grid lines, the axis line, the tooltip's border and the pointer's guide. */
  grid: string;
  /** The tooltip's background (the raised surface). */
  surface: string;
  /** The page's font, which the drawn labels take too. */
  font: string;
  /** Each series' colour by its id. */
  series: Record<string, string>;
}

/** What {@link chartOption} draws. */
export interface ChartOptionInput {
  /** Line or bar. */
  type: (typeof chartTypes)[number];
  /** The labels along the horizontal axis. */
  categories: readonly string[];
  /** The series drawn over them. */
  series: readonly ChartSeries[];
  /** The theme's colours. */
  palette: ChartPalette;
  /** Right to left: the first category on the right, the value axis and the legend on the right. */
  isRtl: boolean;
  /** Formats values on the axis and in the tooltip. */
  formatValue: (value: number) => string;
  /** The chart's accessible name, which echarts' aria description says. */
  label: string;
  /** Whether echarts animates (not for reduced motion, not in automated browsers). */
  animation: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** One series' value under the axis pointer, as echarts passes it to the tooltip's formatter. */
interface TooltipParam {
  seriesId?: string;
  seriesName?: string;
  dataIndex: number;
}

/**
 * The tooltip's HTML: the category, then a row per series (swatch, name, value). Written here
 * rather than echarts' default so that it lays out with logical CSS and mirrors right to left,
 * and every text from the data is escaped.
 */
export function tooltipHtml(
  params: readonly TooltipParam[],
  { categories, series, palette, formatValue }: ChartOptionInput,
): string {
  const index = params[0]?.dataIndex ?? 0;
  const rows = params.map((param) => {
    const s = series.find((item) => item.id === param.seriesId);
    const colour = escapeHtml((s && palette.series[s.id]) ?? palette.text);
    const value = formatValue(s?.data[index] ?? 0);
    return (
      `<div style="display:flex;align-items:center;gap:8px">` +
      `<span style="inline-size:8px;block-size:8px;border-radius:50%;flex-shrink:0;background-color:${colour}"></span>` +
      `<span>${escapeHtml(s?.name ?? param.seriesName ?? '')}</span>` +
      `<strong style="margin-inline-start:auto;padding-inline-start:16px">${escapeHtml(value)}</strong>` +
      `</div>`
    );
  });
  return (
    `<div style="display:grid;gap:4px">` +
    `<div style="font-weight:600">${escapeHtml(categories[index] ?? '')}</div>` +
    rows.join('') +
    `</div>`
  );
}

/**
 * The echarts option of a Chart: a category axis (reversed right to left) under a value axis
 * (on the right right to left), a line or bars per series in its colour, a legend when there are
 * several series, and a tooltip of the category's values on hover, on a tap and (through
 * `showTip`) from the keyboard. echarts' aria label names the chart with its accessible name.
 */
export function chartOption(input: ChartOptionInput): ChartOption {
  const { type, categories, series, palette, isRtl, formatValue, label, animation } = input;
  const hasLegend = series.length > 1;
  const names = series.map((s) => s.name);
  return {
    animation,
    aria: { enabled: true, label: { description: label } },
    textStyle: { color: palette.text, fontFamily: palette.font },
    grid: {
      top: hasLegend ? 36 : 12,
      bottom: 8,
      left: 8,
      right: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend: {
      show: hasLegend,
      top: 0,
      // Mirrored: the first series on the right, each swatch on the right of its name.
      ...(isRtl ? { right: 0, align: 'right' as const } : { left: 0, align: 'left' as const }),
      data: isRtl ? [...names].reverse() : names,
      textStyle: { color: palette.text, fontFamily: palette.font },
    },
    tooltip: {
      trigger: 'axis',
      // echarts matches each trigger inside the string, but its type lists only the three together.
      triggerOn: 'mousemove|click' as TooltipComponentOption['triggerOn'],
      confine: true,
      transitionDuration: animation ? 0.2 : 0,
      backgroundColor: palette.surface,
      borderColor: palette.grid,
      textStyle: { color: palette.strongText, fontFamily: palette.font },
      axisPointer: {
        type: type === 'bar' ? 'shadow' : 'line',
        lineStyle: { color: palette.grid },
        shadowStyle: { color: palette.grid, opacity: 0.4 },
      },
      formatter: (params) =>
        tooltipHtml((Array.isArray(params) ? params : [params]) as TooltipParam[], input),
    },
    xAxis: {
      type: 'category',
      data: [...categories],
      inverse: isRtl,
      boundaryGap: type === 'bar',
      axisLine: { lineStyle: { color: palette.grid } },
      axisTick: { show: false },
      axisLabel: { color: palette.text },
    },
    yAxis: {
      type: 'value',
      position: isRtl ? 'right' : 'left',
      splitLine: { lineStyle: { color: palette.grid } },
      axisLabel: { color: palette.text, formatter: (value: number) => formatValue(value) },
    },
    series: series.map((s) =>
      type === 'bar'
        ? {
            id: s.id,
            name: s.name,
            type: 'bar' as const,
            data: [...s.data],
            color: palette.series[s.id],
            barMaxWidth: 24,
          }
        : {
            id: s.id,
            name: s.name,
            type: 'line' as const,
            data: [...s.data],
            color: palette.series[s.id],
            // Monotone along x: a smooth line never dips below a day with no visits.
            smooth: true,
            smoothMonotone: 'x' as const,
            showSymbol: false,
          },
    ),
  };
}

/**
 * The category the keyboard moves to from `current` (`null`: none yet) among `count`: the arrow
 * keys step to the next or previous one as drawn (mirrored right to left, where the first is on
 * the right), Home and End go to the first and last. `undefined` for any other key.
 */
export function keyboardIndex(
  key: string,
  current: number | null,
  count: number,
  isRtl: boolean,
): number | undefined {
  if (count <= 0) return undefined;
  const last = count - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return undefined;
  const forward = (key === 'ArrowRight') !== isRtl;
  if (current == null) return forward ? 0 : last;
  return Math.min(last, Math.max(0, current + (forward ? 1 : -1)));
}
