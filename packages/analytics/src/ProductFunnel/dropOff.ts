/**
 * The share of shoppers a funnel step lost from the step before it, from 0 to 1: null when the
 * step before saw nobody or either count is hidden. More at a step than before it (a shopper who
 * added twice, or checked out without a recorded add) is no drop-off: 0.
 */
export function dropOff(before: number | null, after: number | null): number | null {
  if (before === null || after === null || before <= 0) return null;
  return Math.max(0, (before - after) / before);
}
