import { DATE_RANGE_PRESETS, isIsoDay, LIMITS, type DateRangePreset } from '@shoppable/domain';
import type { DateRangeValue } from '@shoppable/ui';
import * as v from 'valibot';

/** A tab of the analytics page: the links (Instants), the shorts, or the Shop the Feed page. */
export type AnalyticsTab = 'links' | 'shorts' | 'shopboard';

/**
 * The analytics page's view as URL search params, so a view can be shared and reloaded: a preset
 * (`range=last30Days`) or a custom range (`from=2026-01-01&to=2026-01-31`), and the tab.
 */
export interface AnalyticsSearch {
  /** A preset range. */
  range?: DateRangePreset;
  /** The first day of a custom range (yyyy-mm-dd). */
  from?: string;
  /** The last day of a custom range (yyyy-mm-dd), inclusive. */
  to?: string;
  /** The selected tab. */
  tab?: AnalyticsTab;
}

const TABS = ['links', 'shorts', 'shopboard'] as const satisfies readonly AnalyticsTab[];

/** The range shown when the URL names none: This month, the date-range picker's default. */
export const DEFAULT_ANALYTICS_RANGE: DateRangeValue = { kind: 'preset', preset: 'thisMonth' };

const dayParam = v.fallback(v.optional(v.pipe(v.string(), v.check(isIsoDay))), undefined);

/**
 * The analytics search params as a valibot schema for `today`: unknown presets and tabs,
 * malformed days and reversed or out-of-bounds custom ranges are dropped, never thrown.
 */
function analyticsSearchSchema(today: string) {
  return v.pipe(
    v.object({
      range: v.fallback(v.optional(v.picklist(DATE_RANGE_PRESETS.map((p) => p.preset))), undefined),
      from: dayParam,
      to: dayParam,
      tab: v.fallback(v.optional(v.picklist(TABS)), undefined),
    }),
    v.transform(({ range, from, to, tab }): AnalyticsSearch => {
      const custom = from && to && LIMITS.minDate <= from && from <= to && to <= today;
      return {
        ...(range ? { range } : custom ? { from, to } : {}),
        ...(tab ? { tab } : {}),
      };
    }),
  );
}

/** Reads the analytics search params (a router's `validateSearch`) with {@link analyticsSearchSchema}. */
export function parseAnalyticsSearch(raw: Record<string, unknown>, today: string): AnalyticsSearch {
  return v.parse(analyticsSearchSchema(today), raw);
}

/** The range the search params name; {@link DEFAULT_ANALYTICS_RANGE} when they name none. */
export function rangeOfSearch(search: AnalyticsSearch): DateRangeValue {
  if (search.range) return { kind: 'preset', preset: search.range };
  if (search.from && search.to) return { kind: 'custom', from: search.from, to: search.to };
  return DEFAULT_ANALYTICS_RANGE;
}

/** The search params of a range (the tab is kept by the caller). */
export function searchOfRange(
  value: DateRangeValue,
): Pick<AnalyticsSearch, 'range' | 'from' | 'to'> {
  return value.kind === 'preset'
    ? { range: value.preset, from: undefined, to: undefined }
    : { range: undefined, from: value.from, to: value.to };
}
