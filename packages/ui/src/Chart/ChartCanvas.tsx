import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import type { ChartSeries } from './Chart';
import { canvas, tooltip, tooltipRow, tooltipSwatch, tooltipTitle } from './ChartCanvas.css';
import { fittedLabels, labelCentre, nearestIndex, niceTicks, smoothPath } from './chartGeometry';
import type { chartTypes } from './chartVariants';

/** The theme colours the chart needs, resolved from the `--sp-*` variables where it is drawn. */
export interface ChartPalette {
  text: string;
  grid: string;
  series: Record<string, string>;
}

/** Props of the lazily loaded drawing. */
export interface ChartCanvasProps {
  type: (typeof chartTypes)[number];
  categories: readonly string[];
  series: readonly ChartSeries[];
  height: number;
  palette: ChartPalette;
  isRtl: boolean;
  formatValue: (value: number) => string;
}

const FONT_SIZE = 12;
const LEGEND_HEIGHT = 28;
const AXIS_LABEL_HEIGHT = 24;
const BAR_MAX_WIDTH = 24;
const EDGE = 8;

let measure: CanvasRenderingContext2D | null | undefined;
/** The drawn width of a label: measured where the browser can, estimated elsewhere. */
function textWidth(text: string) {
  if (measure === undefined) {
    try {
      measure = document.createElement('canvas').getContext('2d');
      if (measure) measure.font = `${FONT_SIZE}px system-ui, sans-serif`;
    } catch {
      measure = null;
    }
  }
  return measure ? measure.measureText(text).width : text.length * FONT_SIZE * 0.6;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The element's inline size, following its resizes. */
function useInlineSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element == null) return;
    setSize(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The SVG drawing of a Chart, loaded on first use: a value axis with round ticks and grid lines,
 * the categories' labels (as many as fit), smooth lines or grouped bars in the series' colours, a
 * legend when there are several series, and under the pointer a guide with a tooltip of that
 * category's values. Right to left it runs from the right and the value axis sits on the right.
 * Hidden from screen readers: Chart gives them a text summary.
 */
export default function ChartCanvas({
  type,
  categories,
  series,
  height,
  palette,
  isRtl,
  formatValue,
}: ChartCanvasProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useInlineSize(ref);
  const [active, setActive] = useState<{ index: number; y: number } | null>(null);

  const ticks = niceTicks(series.flatMap((s) => s.data));
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const tickLabels = ticks.map((tick) => formatValue(tick));
  const axisWidth = Math.ceil(Math.max(...tickLabels.map(textWidth))) + EDGE;
  const top = series.length > 1 ? LEGEND_HEIGHT + EDGE : FONT_SIZE;
  const bottom = height - AXIS_LABEL_HEIGHT;
  const plotStart = isRtl ? EDGE : EDGE + axisWidth;
  const plotWidth = Math.max(0, width - axisWidth - 2 * EDGE);
  const isBand = type === 'bar';
  const count = categories.length;
  const band = plotWidth / Math.max(1, count);

  /** The horizontal position of a category's centre; right to left, the first is on the right. */
  const xOf = (index: number) => {
    const along = isBand
      ? band * (index + 0.5)
      : count > 1
        ? (plotWidth * index) / (count - 1)
        : plotWidth / 2;
    return plotStart + (isRtl ? plotWidth - along : along);
  };
  const yOf = (value: number) => bottom - ((value - low) / (high - low)) * (bottom - top);

  const labels = categories.map((category, index) => ({
    centre: xOf(index),
    width: textWidth(category),
  }));
  const barWidth = Math.min(BAR_MAX_WIDTH, (band * 0.7) / Math.max(1, series.length));
  const colour = (s: ChartSeries) => palette.series[s.id] ?? palette.text;

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const offset = event.clientX - box.left - plotStart;
    const along = isRtl ? plotWidth - offset : offset;
    setActive({ index: nearestIndex(along, plotWidth, count, isBand), y: event.clientY - box.top });
  };

  let legendX = 0;
  const legend = series.map((s) => {
    const entry = { series: s, x: legendX };
    legendX += 24 + textWidth(s.name) + 16;
    return entry;
  });
  const tipOnLeft = active != null && xOf(active.index) > width / 2;

  return (
    <div
      ref={ref}
      className={canvas}
      style={{ blockSize: height }}
      onPointerMove={count > 0 ? onPointerMove : undefined}
      onPointerLeave={() => setActive(null)}
    >
      {width > 0 ? (
        // Physical anchors: the svg runs left to right even in a right-to-left page.
        <svg
          width={width}
          height={height}
          fontSize={FONT_SIZE}
          fontFamily="inherit"
          direction="ltr"
        >
          {ticks.map((tick, index) => (
            <g key={tick}>
              <line
                x1={plotStart}
                x2={plotStart + plotWidth}
                y1={yOf(tick)}
                y2={yOf(tick)}
                stroke={palette.grid}
              />
              <text
                x={isRtl ? plotStart + plotWidth + EDGE : plotStart - EDGE}
                y={yOf(tick)}
                dy="0.35em"
                textAnchor={isRtl ? 'start' : 'end'}
                fill={palette.text}
              >
                {tickLabels[index]}
              </text>
            </g>
          ))}
          {fittedLabels(labels, width).map((index) => (
            <text
              key={index}
              x={labelCentre(labels[index]!, width)}
              y={bottom + AXIS_LABEL_HEIGHT / 2}
              dy="0.35em"
              textAnchor="middle"
              fill={palette.text}
            >
              {categories[index]}
            </text>
          ))}
          {active != null && !isBand ? (
            <line
              x1={xOf(active.index)}
              x2={xOf(active.index)}
              y1={top}
              y2={bottom}
              stroke={palette.grid}
            />
          ) : null}
          {active != null && isBand ? (
            <rect
              x={xOf(active.index) - band / 2}
              y={top}
              width={band}
              height={bottom - top}
              fill={palette.grid}
              opacity={0.4}
            />
          ) : null}
          {series.map((s, seriesIndex) =>
            isBand ? (
              <g key={s.id} fill={colour(s)}>
                {s.data.map((value, index) => {
                  if (value === 0) return null;
                  const offset = (seriesIndex - (series.length - 1) / 2) * barWidth;
                  const x = xOf(index) + (isRtl ? -offset : offset) - barWidth / 2;
                  const y = Math.min(yOf(value), yOf(0));
                  const h = Math.abs(yOf(value) - yOf(0));
                  return (
                    <path
                      key={index}
                      fill={colour(s)}
                      d={`M${x},${y}h${barWidth}v${h}h${-barWidth}Z`}
                    />
                  );
                })}
              </g>
            ) : (
              <path
                key={s.id}
                d={smoothPath(s.data.map((value, index) => ({ x: xOf(index), y: yOf(value) })))}
                fill="none"
                stroke={colour(s)}
                strokeWidth={2}
                strokeLinejoin="round"
              />
            ),
          )}
          {series.length > 1
            ? legend.map(({ series: s, x }) => {
                const start = isRtl ? width - EDGE - x : EDGE + x;
                const direction = isRtl ? -1 : 1;
                return (
                  <g key={s.id}>
                    <path
                      d={`M${start},${LEGEND_HEIGHT / 2}h${18 * direction}`}
                      stroke={colour(s)}
                      strokeWidth={isBand ? 10 : 3}
                    />
                    <text
                      x={start + 24 * direction}
                      y={LEGEND_HEIGHT / 2}
                      dy="0.35em"
                      textAnchor={isRtl ? 'end' : 'start'}
                      fill={palette.text}
                    >
                      {s.name}
                    </text>
                  </g>
                );
              })
            : null}
        </svg>
      ) : null}
      {active != null ? (
        <div
          className={tooltip}
          style={{
            insetBlockStart: clamp(active.y - 24, 0, height - 24 - 20 * series.length),
            ...(tipOnLeft
              ? { right: width - xOf(active.index) + 12 }
              : { left: xOf(active.index) + 12 }),
          }}
        >
          <div className={tooltipTitle}>{categories[active.index]}</div>
          {series.map((s) => (
            <div key={s.id} className={tooltipRow}>
              <span className={tooltipSwatch} style={{ backgroundColor: colour(s) }} />
              <span>{s.name}</span>
              <strong>{formatValue(s.data[active.index] ?? 0)}</strong>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
