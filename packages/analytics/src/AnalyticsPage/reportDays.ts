import { resolveDateRange } from '@shoppable/domain';
import type { DateRangeValue } from '@shoppable/ui';

/**
 * The days a range's report covers, as the report's query takes them (no `from`: since the
 * start). The page and the route's prefetch both build the query from it, so they share its key.
 * Not in `analyticsSearch.ts`, which the dashboard's first chunk holds (its `validateSearch`).
 */
export function reportDaysOf(range: DateRangeValue, today: string): { from?: string; to: string } {
  if (range.kind === 'custom') return { from: range.from, to: range.to };
  const { from, to } = resolveDateRange(range.preset, today);
  return from === null ? { to } : { from, to };
}
