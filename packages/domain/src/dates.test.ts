import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_PRESETS,
  formatCreatedDate,
  isDateRangeApplicable,
  isIsoDay,
  resolveDateRange,
  showsChart,
} from './dates';
import type { DateRangePreset, DateRangeSelection } from './dates';

describe('resolveDateRange', () => {
  it.each([
    ['last24Hours', '2024-03-01', { from: '2024-02-29', to: '2024-03-01' }],
    ['last7Days', '2024-03-01', { from: '2024-02-24', to: '2024-03-01' }],
    ['last30Days', '2024-03-01', { from: '2024-02-01', to: '2024-03-01' }],
    ['last90Days', '2024-03-01', { from: '2023-12-03', to: '2024-03-01' }],
    ['thisMonth', '2024-03-15', { from: '2024-03-01', to: '2024-03-15' }],
    ['thisMonth', '2024-03-01', { from: '2024-03-01', to: '2024-03-01' }],
    ['previousMonth', '2024-03-15', { from: '2024-02-01', to: '2024-02-29' }],
    ['previousMonth', '2024-01-10', { from: '2023-12-01', to: '2023-12-31' }],
    ['lifetime', '2024-03-15', { from: null, to: '2024-03-15' }],
    ['last90Days', '2023-02-01', { from: '2023-01-01', to: '2023-02-01' }],
    ['previousMonth', '2023-01-05', { from: '2023-01-01', to: '2023-01-01' }],
  ] as const)('%s on %s', (preset, today, expected) => {
    expect(resolveDateRange(preset, today)).toEqual(expected);
  });
  it.each([['2024-02-30'], ['yesterday'], ['']])('rejects today %j', (today) => {
    expect(() => resolveDateRange('lifetime', today)).toThrow(RangeError);
  });
});

describe('DATE_RANGE_PRESETS', () => {
  it('lists the seven presets with their labels', () => {
    expect(DATE_RANGE_PRESETS.map((p) => p.label)).toEqual([
      'Last 24 hours',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'This month',
      'Previous month',
      'Lifetime',
    ]);
  });
});

describe('isIsoDay', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-2-9', false],
  ])('%s → %s', (s, expected) => {
    expect(isIsoDay(s)).toBe(expected);
  });
});

describe('isDateRangeApplicable', () => {
  const today = '2024-05-10';
  it.each([
    [{ kind: 'preset', preset: 'lifetime' }, true],
    [{ kind: 'preset', preset: 'thisMonth' }, true],
    [{ kind: 'preset', preset: 'nope' as DateRangePreset }, false],
    [{ kind: 'custom', from: '2024-05-01', to: '2024-05-10' }, true],
    [{ kind: 'custom', from: '2024-05-01', to: '2024-05-01' }, true],
    [{ kind: 'custom', from: '2024-05-01', to: null }, false],
    [{ kind: 'custom', from: null, to: '2024-05-01' }, false],
    [{ kind: 'custom', from: '2024-05-02', to: '2024-05-01' }, false],
    [{ kind: 'custom', from: '2022-12-31', to: '2024-05-01' }, false],
    [{ kind: 'custom', from: '2023-01-01', to: '2024-05-11' }, false],
    [{ kind: 'custom', from: '2024-13-01', to: '2024-05-01' }, false],
  ] as Array<[DateRangeSelection, boolean]>)('%o → %s', (s, expected) => {
    expect(isDateRangeApplicable(s, today)).toBe(expected);
  });
});

describe('showsChart', () => {
  it.each([
    ['last24Hours', false],
    ['last7Days', true],
    [null, true],
  ] as const)('%s → %s', (preset, expected) => {
    expect(showsChart(preset)).toBe(expected);
  });
});

describe('formatCreatedDate', () => {
  it.each([
    ['2024-03-05T10:00:00Z', '5/3/2024'],
    ['2024-12-31T23:59:59Z', '31/12/2024'],
    ['2024-01-01', '1/1/2024'],
    ['not a date', ''],
    ['', ''],
  ])('%j → %j', (iso, expected) => {
    expect(formatCreatedDate(iso)).toBe(expected);
  });
});
