import { BarChart, LineChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import EChartsReactModule from 'echarts-for-react/lib/core';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useMediaQuery } from '../useMediaQuery';
import { drawing } from './Chart.css';
import type { ChartSeries } from './Chart';
import { chartOption, keyboardIndex, type ChartPalette } from './chartOption';
import type { chartTypes } from './chartVariants';

// lib/core is CommonJS: depending on the bundler its default import is the component or the
// module object holding it.
const ReactEChartsCore =
  (EChartsReactModule as unknown as { default?: typeof EChartsReactModule }).default ??
  EChartsReactModule;

// Only what the Chart draws: line and bar series on a cartesian grid, with tooltip, legend and
// aria label, drawn as SVG.
echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  AriaComponent,
  SVGRenderer,
]);

/** Props of the lazily loaded echarts drawing of a Chart. */
export interface EChartProps {
  /** Line or bar. */
  type: (typeof chartTypes)[number];
  /** The labels along the horizontal axis. */
  categories: readonly string[];
  /** The series drawn over them. */
  series: readonly ChartSeries[];
  /** The drawing's height in px. */
  height: number;
  /** The theme's colours where the chart is. */
  palette: ChartPalette;
  /** Right to left (Hebrew). */
  isRtl: boolean;
  /** Formats values on the axis and in the tooltip. */
  formatValue: (value: number) => string;
  /** The chart's accessible name. */
  label: string;
}

// An automated browser (the story tests) draws without animation, so what it reads is final.
const isAutomated = typeof navigator !== 'undefined' && navigator.webdriver === true;

/**
 * The echarts drawing of a Chart (SVG renderer), loaded only when a chart nears the viewport. It
 * is an image named by the chart's label that takes the keyboard focus: the arrow keys (mirrored
 * right to left), Home and End show the tooltip of a category, Escape hides it.
 */
export function EChart({
  type,
  categories,
  series,
  height,
  palette,
  isRtl,
  formatValue,
  label,
}: EChartProps) {
  const ref = useRef<InstanceType<typeof ReactEChartsCore>>(null);
  const active = useRef<number | null>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const animation = !reducedMotion && !isAutomated;
  const option = useMemo(
    () => chartOption({ type, categories, series, palette, isRtl, formatValue, label, animation }),
    [type, categories, series, palette, isRtl, formatValue, label, animation],
  );

  // Before echarts is in, there is no instance to tell.
  const instance = () => ref.current?.getEchartsInstance();
  const hide = () => {
    active.current = null;
    instance()?.dispatchAction({ type: 'hideTip' });
    instance()?.dispatchAction({ type: 'updateAxisPointer', currTrigger: 'leave' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only a shown tooltip takes Escape; otherwise it still closes a surrounding dialog.
      if (active.current == null) return;
      event.preventDefault();
      event.stopPropagation();
      hide();
      return;
    }
    const next = keyboardIndex(event.key, active.current, categories.length, isRtl);
    if (next === undefined) return;
    event.preventDefault();
    active.current = next;
    instance()?.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: next });
  };

  return (
    <ReactEChartsCore
      ref={ref}
      echarts={echarts}
      option={option}
      notMerge
      opts={{ renderer: 'svg' }}
      className={drawing}
      // `height`, not `blockSize`: it replaces the 300 px height echarts-for-react sets itself.
      style={{ height, inlineSize: '100%' }}
      // echarts' aria sets the same role and name once it draws; these hold until then.
      role="img"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (active.current != null) hide();
      }}
    />
  );
}
