// The arithmetic of ChartCanvas's drawing: the value axis's ticks, the smooth line through the
// points and how many category labels fit. Pure, so it is unit-tested without a browser.

/** One point of a line, in SVG coordinates. */
export interface Point {
  x: number;
  y: number;
}

/** The step between ticks: 1, 2, 2.5 or 5 times a power of ten, giving about `count` ticks. */
function niceStep(span: number, count: number) {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return step * power;
}

/**
 * The value axis's ticks from zero (or the lowest value, when below zero) to a round number at or
 * above the highest value: about five of them, evenly spaced. An all-zero range gives 0 and 1.
 */
export function niceTicks(values: readonly number[], count = 5): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (high === low) return [low, low + 1];
  const step = niceStep(high - low, count);
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision so 0.1 + 0.2 reads 0.3.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let index = 0; ; index += 1) {
    const tick = first + index * step;
    ticks.push(Number(tick.toFixed(digits)));
    if (tick >= high) break;
  }
  return ticks;
}

/**
 * The SVG path of a smooth line through the points (monotone cubic interpolation, Fritsch–Carlson):
 * it never overshoots, so a day with no visits is not drawn below zero.
 */
export function smoothPath(points: readonly Point[]): string {
  const n = points.length;
  if (n === 0) return '';
  const at = (p: Point) => `${round(p.x)},${round(p.y)}`;
  if (n < 3) return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${at(p)}`).join('');
  const slopes = points.slice(1).map((p, i) => (p.y - points[i]!.y) / (p.x - points[i]!.x || 1));
  const tangents = points.map((_, i) => {
    if (i === 0) return slopes[0]!;
    if (i === n - 1) return slopes[n - 2]!;
    const before = slopes[i - 1]!;
    const after = slopes[i]!;
    // A peak, a trough or a flat: level tangent; otherwise the harmonic mean keeps it monotone.
    return before * after <= 0 ? 0 : (2 * before * after) / (before + after);
  });
  let path = `M${at(points[0]!)}`;
  for (let i = 0; i < n - 1; i += 1) {
    const from = points[i]!;
    const to = points[i + 1]!;
    const third = (to.x - from.x) / 3;
    const c1 = { x: from.x + third, y: from.y + tangents[i]! * third };
    const c2 = { x: to.x - third, y: to.y - tangents[i + 1]! * third };
    path += `C${at(c1)} ${at(c2)} ${at(to)}`;
  }
  return path;
}

/** Where a category's label would be drawn: its centre and its width. */
export interface LabelBox {
  centre: number;
  width: number;
}

const LABEL_GAP = 8;

/**
 * The indexes of the category labels to draw along an axis `axisWidth` wide: every n-th label so
 * that they fit, each kept inside the axis, and one that would still touch the label before it
 * (one pushed in from an edge) left out.
 */
export function fittedLabels(labels: readonly LabelBox[], axisWidth: number): number[] {
  if (labels.length === 0 || axisWidth <= 0) return [];
  const widest = Math.max(...labels.map((label) => label.width));
  const spacing = labels.length > 1 ? Math.abs(labels[1]!.centre - labels[0]!.centre) : axisWidth;
  const interval = Math.max(1, Math.ceil((widest + LABEL_GAP) / spacing));
  const drawn: number[] = [];
  const boxes: { start: number; end: number }[] = [];
  labels.forEach((label, index) => {
    if (index % interval !== 0) return;
    const start = Math.min(Math.max(label.centre - label.width / 2, 0), axisWidth - label.width);
    const box = { start, end: start + label.width };
    const overlaps = boxes.some(
      (other) => box.start < other.end + LABEL_GAP && other.start < box.end + LABEL_GAP,
    );
    if (overlaps) return;
    boxes.push(box);
    drawn.push(index);
  });
  return drawn;
}

/** Where a label drawn by `fittedLabels` is centred: kept inside the axis. */
export function labelCentre(label: LabelBox, axisWidth: number): number {
  return Math.min(Math.max(label.centre, label.width / 2), axisWidth - label.width / 2);
}

/** The index of the category nearest to `offset` along a plot `width` wide, of `count` categories. */
export function nearestIndex(offset: number, width: number, count: number, isBand: boolean) {
  if (count <= 1 || width <= 0) return 0;
  const index = isBand
    ? Math.floor((offset / width) * count)
    : Math.round((offset / width) * (count - 1));
  return Math.min(count - 1, Math.max(0, index));
}

const round = (value: number) => Math.round(value * 10) / 10;
