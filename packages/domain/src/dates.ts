import { LIMITS } from './constants';

/** A predefined interval of the date-range picker (content.md §2, platform.md §9). */
export type DateRangePreset =
  | 'last24Hours'
  | 'last7Days'
  | 'last30Days'
  | 'last90Days'
  | 'thisMonth'
  | 'previousMonth'
  | 'lifetime';

/** The presets in picker order with their English labels (content.md §2). */
export const DATE_RANGE_PRESETS: ReadonlyArray<{ preset: DateRangePreset; label: string }> = [
  { preset: 'last24Hours', label: 'Last 24 hours' },
  { preset: 'last7Days', label: 'Last 7 days' },
  { preset: 'last30Days', label: 'Last 30 days' },
  { preset: 'last90Days', label: 'Last 90 days' },
  { preset: 'thisMonth', label: 'This month' },
  { preset: 'previousMonth', label: 'Previous month' },
  { preset: 'lifetime', label: 'Lifetime' },
];

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(iso: string): Date | null {
  const m = ISO_DAY.exec(iso);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === iso ? d : null;
}

function formatDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function shift(d: Date, days: number): Date {
  const out = new Date(d.getTime());
  out.setUTCDate(out.getUTCDate() + days);
  return out;
}

/** True for a real calendar day written yyyy-mm-dd. */
export function isIsoDay(s: string): boolean {
  return parseDay(s) !== null;
}

/**
 * A preset resolved against `today` (yyyy-mm-dd), both ends inclusive (content.md §2). Decided:
 * "Last N days" ends today and starts N−1 days before; "Last 24 hours" is yesterday and today;
 * "This month" runs from the 1st to today; "Previous month" is the whole previous calendar month;
 * "Lifetime" has no start. No end of a resolved range is earlier than the minimum date 2023-01-01.
 */
export function resolveDateRange(
  preset: DateRangePreset,
  today: string,
): { from: string | null; to: string } {
  const t = parseDay(today);
  if (!t) throw new RangeError(`today must be a yyyy-mm-dd day, got "${today}"`);
  const clamp = (d: Date): string => {
    const s = formatDay(d);
    return s < LIMITS.minDate ? LIMITS.minDate : s;
  };
  switch (preset) {
    case 'last24Hours':
      return { from: clamp(shift(t, -1)), to: today };
    case 'last7Days':
      return { from: clamp(shift(t, -6)), to: today };
    case 'last30Days':
      return { from: clamp(shift(t, -29)), to: today };
    case 'last90Days':
      return { from: clamp(shift(t, -89)), to: today };
    case 'thisMonth':
      return { from: clamp(new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), 1))), to: today };
    case 'previousMonth': {
      const first = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() - 1, 1));
      const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), 0));
      return { from: clamp(first), to: clamp(last) };
    }
    case 'lifetime':
      return { from: null, to: today };
  }
}

/** What the picker holds: a preset, or a custom range whose ends may still be missing. */
export type DateRangeSelection =
  | { kind: 'preset'; preset: DateRangePreset }
  | { kind: 'custom'; from: string | null; to: string | null };

/**
 * The picker's Update button (content.md §2): enabled for lifetime or a known preset, or a
 * complete custom range with from ≤ to, inside 2023-01-01 … today.
 */
export function isDateRangeApplicable(s: DateRangeSelection, today: string): boolean {
  if (s.kind === 'preset') return DATE_RANGE_PRESETS.some((p) => p.preset === s.preset);
  if (s.from === null || s.to === null || !isIsoDay(s.from) || !isIsoDay(s.to)) return false;
  return LIMITS.minDate <= s.from && s.from <= s.to && s.to <= today;
}

/** The chart is hidden for the Last 24 hours range (content.md §2). */
export function showsChart(preset: DateRangePreset | null): boolean {
  return preset !== 'last24Hours';
}

/** Created date as d/m/yyyy (content.md §2), read in UTC so every screen and the server agree; '' when unreadable. */
export function formatCreatedDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
}
