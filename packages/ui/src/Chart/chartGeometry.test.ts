import { describe, expect, it } from 'vitest';
import { fittedLabels, labelCentre, nearestIndex, niceTicks, smoothPath } from './chartGeometry';

describe('niceTicks', () => {
  it.each([
    [
      [120, 610, 430],
      [0, 200, 400, 600, 800],
    ],
    [
      [4, 25, 9],
      [0, 5, 10, 15, 20, 25],
    ],
    [
      [3.3, 4.1, 0],
      [0, 1, 2, 3, 4, 5],
    ],
    [
      [0.1, 0.3],
      [0, 0.1, 0.2, 0.3],
    ],
    [[12_345], [0, 2_500, 5_000, 7_500, 10_000, 12_500]],
    [
      [-40, 90],
      [-50, 0, 50, 100],
    ],
  ])('runs from zero to a round number at or above the highest of %j', (values, ticks) => {
    expect(niceTicks(values)).toEqual(ticks);
  });

  it('gives 0 and 1 when every value is zero, so the axis still has a height', () => {
    expect(niceTicks([0, 0, 0])).toEqual([0, 1]);
    expect(niceTicks([])).toEqual([0, 1]);
  });
});

describe('smoothPath', () => {
  it('draws straight segments through one or two points', () => {
    expect(smoothPath([])).toBe('');
    expect(smoothPath([{ x: 0, y: 10 }])).toBe('M0,10');
    expect(
      smoothPath([
        { x: 0, y: 10 },
        { x: 5, y: 20 },
      ]),
    ).toBe('M0,10L5,20');
  });

  it('curves through every point without overshooting a flat or a peak', () => {
    const path = smoothPath([
      { x: 0, y: 100 },
      { x: 30, y: 100 },
      { x: 60, y: 20 },
      { x: 90, y: 100 },
    ]);
    expect(path.startsWith('M0,100C')).toBe(true);
    expect(path.endsWith(' 90,100')).toBe(true);
    const ys = [...path.matchAll(/[\d.]+,([\d.]+)/g)].map((match) => Number(match[1]));
    // No control point above the peak (y 20) or below the flat (y 100).
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...ys)).toBeLessThanOrEqual(100);
  });
});

describe('fittedLabels', () => {
  const axis = (count: number, width: number, labelWidth: number) =>
    Array.from({ length: count }, (_, i) => ({
      centre: ((i + 0.5) * width) / count,
      width: labelWidth,
    }));

  it('draws every label when they fit', () => {
    expect(fittedLabels(axis(14, 600, 30), 600)).toEqual([...Array(14).keys()]);
  });

  it('draws every n-th label when they would touch, and none overlapping', () => {
    const labels = axis(365, 600, 40);
    const drawn = fittedLabels(labels, 600);
    expect(drawn[0]).toBe(0);
    expect(drawn[2]! - drawn[1]!).toBe(30);
    expect(drawn.length).toBeGreaterThanOrEqual(11);
    const boxes = drawn.map((i) => labelCentre(labels[i]!, 600));
    boxes.slice(1).forEach((centre, i) => expect(centre - boxes[i]!).toBeGreaterThanOrEqual(48));
  });

  it('keeps an edge label inside the axis, and leaves it out when pushed onto its neighbour', () => {
    const labels = [
      { centre: 0, width: 40 },
      { centre: 50, width: 40 },
      { centre: 100, width: 40 },
    ];
    expect(labelCentre(labels[0]!, 100)).toBe(20);
    expect(labelCentre(labels[2]!, 100)).toBe(80);
    expect(fittedLabels(labels, 100)).toEqual([0, 2]);
    expect(fittedLabels([], 100)).toEqual([]);
  });
});

describe('nearestIndex', () => {
  it('finds the nearest point of a line and the band of a bar', () => {
    expect(nearestIndex(0, 100, 5, false)).toBe(0);
    expect(nearestIndex(40, 100, 5, false)).toBe(2);
    expect(nearestIndex(99, 100, 5, true)).toBe(4);
    expect(nearestIndex(19, 100, 5, true)).toBe(0);
    expect(nearestIndex(-10, 100, 5, true)).toBe(0);
    expect(nearestIndex(500, 100, 5, false)).toBe(4);
  });
});
