/**
 * The building blocks of the other schemas: ids, numbers, dates, pagination and query flags.
 * Wire names are snake_case, spelled exactly as the spec writes them (`prefered_*`); where the
 * spec does not give a field's type, the choice is written next to the field.
 */
import { LIMITS } from '@shoppable/domain';
import * as v from 'valibot';

/**
 * Every string of the contract: text without NUL characters or unpaired UTF-16 surrogates, which
 * no database column stores and no page shows. With the `u` flag a well-formed pair is one code
 * point outside the class, so only a lone half matches it.
 */
export const text = v.pipe(
  v.string(),
  v.regex(/^[^\0\uD800-\uDFFF]*$/u, 'must not contain NUL or unpaired surrogate characters'),
);

/** A calendar day or timestamp as ISO 8601 text (decided: dates travel as strings). */
export const isoDate = text;
/** An identifier: ids are strings on the wire (decided, also for numeric-looking ids). */
export const id = text;
/** A list of identifiers. */
export const ids = v.array(id);
/** A count or amount. */
export const num = v.number();
/** An answer the spec does not show: the client ignores `data`, so anything is accepted. */
export const notShown = v.unknown();
/** An empty body object. */
export const noBody = v.object({});

/** Pagination by `count` and `skip` (query strings carry numbers as text, hence the coercion). */
const numeric = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]);
/** A boolean flag in a query string: `true`/`false` as text, or a boolean. */
const flag = v.union([
  v.boolean(),
  v.pipe(
    v.picklist(['true', 'false']),
    v.transform((s) => s === 'true'),
  ),
]);

export const queryNumber = numeric;
export const queryFlag = flag;

/** The most rows one page may ask for: above every page size of the spec (content.md §9). */
export const MAX_PAGE_COUNT = 100;
/** The furthest offset a page may start at. */
export const MAX_PAGE_SKIP = 100_000;
/** `?count`: 1 to `MAX_PAGE_COUNT` rows. */
export const pageCount = v.pipe(
  numeric,
  v.integer('must be a whole number'),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(MAX_PAGE_COUNT, `must be at most ${MAX_PAGE_COUNT}`),
);
/** `?skip`: 0 to `MAX_PAGE_SKIP`. */
export const pageSkip = v.pipe(
  numeric,
  v.integer('must be a whole number'),
  v.maxValue(MAX_PAGE_SKIP, `must be at most ${MAX_PAGE_SKIP}`),
);
/** `?count&skip`. */
export const pageQuery = v.object({ count: v.optional(pageCount), skip: v.optional(pageSkip) });

const DAY_MS = 24 * 60 * 60 * 1000;
/** The latest day a query may name: tomorrow in UTC, so that every time zone's today fits. */
export const latestQueryDay = (now = Date.now()) =>
  new Date(now + DAY_MS).toISOString().slice(0, 10);
/** Whether `yyyy-mm-dd` names a real calendar day. */
const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};
/**
 * A day of an analytics range: `yyyy-mm-dd` (a time after it is ignored), a real calendar day,
 * from the spec's minimum date 2023-01-01 (content.md §9) up to tomorrow, so no range can ask for
 * more than a few years of days.
 */
export const queryDay = v.pipe(
  text,
  v.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a yyyy-mm-dd day'),
  v.check((day) => isCalendarDay(day.slice(0, 10)), 'must be a yyyy-mm-dd day'),
  v.check((day) => day.slice(0, 10) >= LIMITS.minDate, `must not be before ${LIMITS.minDate}`),
  v.check((day) => day.slice(0, 10) <= latestQueryDay(), 'must not be after tomorrow'),
);
/** `?from_date&to_date` (the server refuses a reversed range). */
export const dateRangeQuery = v.object({
  from_date: v.optional(queryDay),
  to_date: v.optional(queryDay),
});
