/**
 * Hot statements: the few queries run on nearly every request (the session lookup, the page-data
 * and list cache checks), kept as server-side prepared statements on both drivers, so the database
 * parses and plans them once per connection instead of on every call.
 *
 * - node-postgres: a named statement (`{ name, text, values }`), prepared by pg on each pooled
 *   connection the first time it runs there.
 * - PGlite: its `query` parses and plans every statement anew (unnamed, six protocol round trips)
 *   and drizzle's `.prepare()` does not change that; parsing and planning in WebAssembly cost a
 *   hot query most of its time (apps/api/README.md has the measurement). So the
 *   statement is `PREPARE`d once on the one PGlite session and run with `EXECUTE name(…)` through
 *   the simple protocol, every parameter sent as a quoted literal (`literal` below, the same
 *   quoting as pg's `escapeLiteral`: `E'…'` with quotes and backslashes doubled, safe whatever
 *   `standard_conforming_strings` says).
 *
 * Rows come back as the driver parses them: select text, booleans, integers and `json` (e.g.
 * `row_to_json(t)`, mapped with `fromJsonRow`) so both drivers answer the same values.
 */
import { getTableColumns, type Table } from 'drizzle-orm';
import type { Db } from './client';

/** A hot statement: a unique name, its parameter types and its text with $1…$n (typed). */
export interface HotStatement {
  name: string;
  types: readonly string[];
  text: string;
}

/** A parameter: text or a number, or a list of them (an array parameter such as `text[]`). */
export type HotParam = string | number | null | readonly (string | number)[];

/** Defines a hot statement (the name must be unique in the process: it names the statement). */
export function hot(name: string, types: readonly string[], text: string): HotStatement {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad statement name "${name}"`);
  // Every parameter cast to its type: node-postgres sends no parameter types of its own.
  const typed = text.replace(/\$(\d+)(?!\d)/g, (ref: string, n: string) => {
    const type = types[Number(n) - 1];
    if (!type) throw new Error(`${name}: no type for ${ref}`);
    return `(${ref}::${type})`;
  });
  return { name, types, text: typed };
}

/** A string as an SQL literal (pg's `escapeLiteral`). */
export function literal(value: string): string {
  const quoted = value.replace(/'/g, "''");
  if (!value.includes('\\')) return `'${quoted}'`;
  return ` E'${quoted.replace(/\\/g, '\\\\')}'`;
}

function paramLiteral(value: HotParam, type: string): string {
  if (value === null) return `NULL::${type}`;
  if (typeof value !== 'object') return `${literal(String(value))}::${type}`;
  const arrayType = type.endsWith('[]') ? type : 'text[]';
  return `ARRAY[${value.map((item) => literal(String(item))).join(', ')}]::${arrayType}`;
}

interface PgliteClient {
  exec(query: string): Promise<{ rows: Record<string, unknown>[] }[]>;
}
interface PgPool {
  query(config: {
    name: string;
    text: string;
    values: unknown[];
  }): Promise<{ rows: Record<string, unknown>[] }>;
  totalCount: number;
}

/** Statements already PREPAREd on a PGlite client (one session: once each). */
const preparedOn = new WeakMap<object, Map<string, Promise<void>>>();

/** Runs a hot statement; answers its rows. */
export async function runHot<Row extends Record<string, unknown>>(
  db: Db,
  statement: HotStatement,
  params: readonly HotParam[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: PgliteClient | PgPool }).$client;
  if ('totalCount' in client) return runNamed<Row>(client, statement, params);
  return runPrepared<Row>(client, client, statement, params);
}

/**
 * Runs a hot statement inside a transaction of `db`: `tx` is what `db.transaction` handed its
 * callback, and the statement runs on that transaction's own connection.
 */
export async function runHotIn<Row extends Record<string, unknown>>(
  db: Db,
  tx: Db,
  statement: HotStatement,
  params: readonly HotParam[],
): Promise<Row[]> {
  // Drizzle's transaction keeps the connection it runs on (a pooled client, or PGlite's
  // transaction) as its session's client.
  const client = (tx as unknown as { session: { client: PgliteClient | PgPool } }).session.client;
  if (typeof (client as Partial<PgliteClient>).exec !== 'function') {
    return runNamed<Row>(client as PgPool, statement, params);
  }
  const root = (db as unknown as { $client: PgliteClient }).$client;
  return runPrepared<Row>(root, client as PgliteClient, statement, params);
}

async function runNamed<Row>(
  client: Pick<PgPool, 'query'>,
  statement: HotStatement,
  params: readonly HotParam[],
): Promise<Row[]> {
  const result = await client.query({
    name: statement.name,
    text: statement.text,
    values: [...params],
  });
  return result.rows as Row[];
}

/**
 * Runs a statement PREPAREd once per PGlite instance (`root`) through `session`: the instance
 * itself, or a transaction of it (the same session, so the prepared statement is there).
 */
async function runPrepared<Row>(
  root: object,
  session: PgliteClient,
  statement: HotStatement,
  params: readonly HotParam[],
): Promise<Row[]> {
  let prepared = preparedOn.get(root);
  if (!prepared) {
    prepared = new Map();
    preparedOn.set(root, prepared);
  }
  let ready = prepared.get(statement.name);
  if (!ready) {
    ready = session
      .exec(`PREPARE ${statement.name} (${statement.types.join(', ')}) AS ${statement.text}`)
      .then(() => undefined);
    prepared.set(statement.name, ready);
    // A failed PREPARE is tried again by the next call.
    ready.catch(() => prepared.delete(statement.name));
  }
  await ready;
  const args = params.map((value, i) => paramLiteral(value, statement.types[i] ?? 'text'));
  const [result] = await session.exec(`EXECUTE ${statement.name} (${args.join(', ')})`);
  return (result?.rows ?? []) as Row[];
}

/**
 * A row of `table` from its `row_to_json` (database column names) in drizzle's shape (property
 * names, dates as Date, JSON parsed), as `db.select().from(table)` answers it.
 */
export function fromJsonRow<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}
