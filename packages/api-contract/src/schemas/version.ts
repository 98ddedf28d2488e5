/**
 * Edit versions (DESIGN.md §4 "Edits and conflicts"): every editable object — a link (Instant,
 * LOOK or SHOPBOARD), a short, a multilink, an influencer, the theme and the settings — carries a
 * `version`, 1 when created and one more with every successful edit. An edit body carries the
 * version the edit was based on; when the object has moved on since, the server answers 409 and
 * changes nothing, so two clients editing one object never silently lose a change.
 */
import * as v from 'valibot';

/** An object's edit version: a whole number from 1. Required in every edit body. */
export const version = v.pipe(
  v.number('must be the version the edit is based on (a whole number)'),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be at least 1'),
);
