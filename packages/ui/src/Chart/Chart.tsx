import { LIMITS } from '@shoppable/domain';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { useStrings } from '../intl';
import { numberFormat } from '../intl/formatters';
import { lazyComponent, whenIdle } from '../lazyComponent/lazyComponent';
import { Skeleton } from '../Skeleton';
import { figure, noData as noDataClass, plot, visuallyHidden } from './Chart.css';
import type { ChartPalette } from './chartOption';
import { chartTones, type chartTypes } from './chartVariants';
import type { EChartProps } from './EChart';

const placeholder = <Skeleton shape="rect" blockSize={LIMITS.chartHeight} />;

const failedToLoad = (
  <p role="alert" className={noDataClass}>
    <ChartLoadError />
  </p>
);

// echarts is the heaviest code of a page with a chart: it loads only when a chart nears the
// viewport, never with a page's first screen.
const EChart = lazyComponent<EChartProps>(
  () => import('./EChart').then((module) => module.EChart),
  { fallback: placeholder, failed: failedToLoad },
);

function ChartLoadError() {
  return useStrings().format('chart.error');
}

/** How far outside the viewport a chart starts loading its drawing. */
const NEAR_VIEWPORT = '200px';

/** One line or one set of bars. */
export interface ChartSeries {
  /** A unique key of the series. */
  id: string;
  /** The name in the legend, the tooltip and the text summary ("Clicks"). */
  name: string;
  /** One value per category, in the categories' order; missing days are zeros. */
  data: readonly number[];
  /** The token colour: clicks (blue), conversion (purple) or sales (green); by position otherwise. */
  tone?: (typeof chartTones)[number];
}

/** Props of Chart. */
export interface ChartProps {
  /** What the chart shows ("Clicks and sales, last 30 days"): the figure's accessible name. */
  'aria-label': string;
  /** The chart type: line (default) or bar. */
  type?: (typeof chartTypes)[number];
  /** The labels along the horizontal axis, already formatted in the locale ("Mar 3"). */
  categories: readonly string[];
  /** The series drawn over the categories. */
  series: readonly ChartSeries[];
  /**
   * The period shown ("Last 7 days"), named by the no-data message ("No data for Last 7 days").
   */
  rangeLabel?: string;
  /** While true the chart's place shows a skeleton of its height. */
  isLoading?: boolean;
  /** Set when the data failed to load: this message (`true`: a default one) shows instead. */
  error?: ReactNode;
  /** Formats values on the axis, in the tooltip and the summary; grouped numbers by default. */
  formatValue?: (value: number) => string;
}

/** Whether a chart has nothing to draw: no categories, no series, or only zeros. */
export function isChartEmpty(categories: readonly string[], series: readonly ChartSeries[]) {
  return categories.length === 0 || !series.some((s) => s.data.some((value) => value !== 0));
}

const readPalette = (element: HTMLElement, series: readonly ChartSeries[]): ChartPalette => {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(`--sp-color-${name}`).trim();
  return {
    text: read('text-subdued'),
    strongText: read('text-default'),
    grid: read('border-default'),
    // The theme contract keeps the tokens' camelCase keys in its variable names.
    surface: read('bg-surfaceRaised'),
    font: style.fontFamily,
    series: Object.fromEntries(
      series.map((s, index) => [
        s.id,
        read(`chart-${s.tone ?? chartTones[index % chartTones.length]}`),
      ]),
    ),
  };
};

/** Equal palettes keep the same object, so the drawing is not told the same colours again. */
const samePalette = (a: ChartPalette | null, b: ChartPalette) =>
  a != null && JSON.stringify(a) === JSON.stringify(b);

/**
 * A line or bar chart drawn by echarts (SVG), whose code loads only once the chart is near the
 * viewport and its data is in, when the browser is idle (a skeleton of its size until then; a
 * message if the code cannot load): importing the library, or a page that never
 * shows a chart, does not pull echarts in. It is a figure named by `aria-label` with a text
 * summary of each series (total and highest point) for screen readers. The drawing is an image
 * of the same name that takes the focus: a tooltip with a category's values shows on hover, on
 * a tap, and from the arrow keys (Escape hides it). Series take the token colours and follow
 * the theme; the height is 280 px; right to left in Hebrew. With nothing to draw it says so,
 * naming the period.
 */
export function Chart({
  type = 'line',
  categories,
  series,
  rangeLabel,
  isLoading = false,
  error,
  formatValue,
  'aria-label': ariaLabel,
}: ChartProps) {
  const strings = useStrings();
  const { locale, direction } = useLocale();
  const summaryId = useId();
  const ref = useRef<HTMLElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const [palette, setPalette] = useState<ChartPalette | null>(null);
  // Without IntersectionObserver there is no telling where the chart is: it draws at once.
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [isDrawn, setIsDrawn] = useState(false);
  const height = LIMITS.chartHeight;
  const format = formatValue ?? numberFormat(locale).format;
  const isEmpty = isChartEmpty(categories, series);

  // The colours come from the theme variables where the chart is, and follow a theme switch.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element == null) return;
    const update = () => {
      const next = readPalette(element, series);
      setPalette((current) => (samePalette(current, next) ? current : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element.ownerDocument.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    return () => observer.disconnect();
  }, [series]);

  // The drawing's code is asked for once the chart's place nears the viewport and its data has
  // come in, when the browser is next idle: the page's first screen, data included, never waits
  // for it.
  useEffect(() => {
    const element = plotRef.current;
    if (isNear || element == null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  const hasData = !isLoading && error == null && !isEmpty;
  useEffect(() => {
    if (isDrawn || !isNear || !hasData) return;
    return whenIdle(() => setIsDrawn(true));
  }, [isDrawn, isNear, hasData]);

  const summary = series.map((s) => {
    const max = s.data.reduce(
      (best, value, index) => (value > (s.data[best] ?? 0) ? index : best),
      0,
    );
    return strings.format('chart.summary', {
      series: s.name,
      total: format(s.data.reduce((sum, value) => sum + value, 0)),
      max: format(s.data[max] ?? 0),
      at: categories[max] ?? '',
    });
  });

  return (
    <figure
      ref={ref}
      className={figure}
      aria-label={ariaLabel}
      aria-busy={(isLoading && error == null) || undefined}
      aria-describedby={!isLoading && !isEmpty && error == null ? summaryId : undefined}
    >
      <div ref={plotRef} className={plot} style={{ blockSize: height }}>
        {error != null ? (
          <p role="alert" className={noDataClass}>
            {error === true ? strings.format('chart.error') : error}
          </p>
        ) : isLoading ? (
          placeholder
        ) : isEmpty ? (
          <p className={noDataClass}>
            {rangeLabel != null
              ? strings.format('chart.noData', { range: rangeLabel })
              : strings.format('chart.noDataAnyRange')}
          </p>
        ) : (
          <>
            {isDrawn && palette != null ? (
              <EChart
                type={type}
                categories={categories}
                series={series}
                height={height}
                palette={palette}
                isRtl={direction === 'rtl'}
                formatValue={format}
                label={ariaLabel}
              />
            ) : (
              placeholder
            )}
            <ul id={summaryId} className={visuallyHidden}>
              {summary.map((line, index) => (
                <li key={series[index]?.id}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </figure>
  );
}
