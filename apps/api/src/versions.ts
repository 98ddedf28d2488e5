/**
 * Edit versions (DESIGN.md §4 "Edits and conflicts"): links, shorts, multilinks, influencers, the
 * theme and the settings carry a version, 1 when created and one more with every successful edit.
 * An edit names the version it was based on and is written by one conditional UPDATE
 * (`… SET …, version = version + 1 WHERE id = ? AND version = ?`): when no row matches, the object
 * moved on since the editor loaded it and the edit is refused with 409, changing nothing. Two
 * concurrent edits based on one version can therefore never both succeed: the database's row lock
 * lets one UPDATE through and re-checks the other's condition against the row it committed.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ApiError } from './http';

/** The objects that carry a version, as the 409 message names them. */
export type Versioned = 'link' | 'short' | 'multilink' | 'influencer' | 'theme' | 'settings';

/** The 409 of an edit based on a version the object has moved on from. */
export function staleEdit(what: Versioned): ApiError {
  const subject = what === 'settings' ? 'These settings were' : `This ${what} was`;
  return new ApiError(
    409,
    `${subject} changed elsewhere since you opened it: reload to see the changes, or save again on the current version`,
  );
}

/** `column + 1`, the SET value of a version column. */
export const nextVersion = (column: AnyColumn): SQL => sql`${column} + 1`;
