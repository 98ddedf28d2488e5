/**
 * The building blocks of the other schemas: ids, numbers, dates, pagination and query flags.
 * Wire names are snake_case, spelled exactly as the spec writes them (`prefered_*`); where the
 * spec does not give a field's type, the choice is written next to the field.
 */
import * as v from 'valibot';

/** A calendar day or timestamp as ISO 8601 text (decided: dates travel as strings). */
export const isoDate = v.string();
/** An identifier: ids are strings on the wire (decided, also for numeric-looking ids). */
export const id = v.string();
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

/** `?count&skip`. */
export const pageQuery = v.object({ count: v.optional(numeric), skip: v.optional(numeric) });
/** `?from_date&to_date` (ISO days). */
export const dateRangeQuery = v.object({
  from_date: v.optional(isoDate),
  to_date: v.optional(isoDate),
});
