/**
 * The contract-test harness: one `EndpointCase` per endpoint of `@shoppable/api-contract`, shared
 * by the contract test (every endpoint answers a valid request with a body its response schema
 * parses) and the role test (no token → 401, influencer on admin-only → 403, influencer without the
 * permission → 403, another merchant's ids → 404, the merchant admin → 2xx).
 *
 * Writing a case:
 *
 * ```ts
 * export const contentCases: EndpointCase[] = [
 *   {
 *     endpoint: endpoints.linkDetails,
 *     request: () => ({ params: { id: LINK_ID } }),
 *     foreign: () => ({ params: { id: ACME_LINK_ID } }),
 *   },
 * ];
 * ```
 *
 * - `request` builds a valid request for the signed-in caller. It runs once per attempt (each role
 *   of the matrix and the contract run), may be async and may insert throwaway rows through
 *   `ctx.db` first, so destructive endpoints (delete, close, logout, disconnect) act on data made
 *   for them and never on seeded rows another case reads. Use `ctx.unique()` for fresh names.
 * - Every attempt signs in with a fresh session (`ctx.session`), so a case that revokes its token
 *   never breaks the next one.
 * - Who may call comes from the contract: the endpoint's `access` (`public`: no token needed,
 *   `signedIn`: the merchant admin and, within `permission`, an influencer; `admin`: the merchant
 *   admin only) and its `permission`.
 * - `foreign` is the same request pointing at the other seeded merchant's ids (`acme`): the
 *   demo admin must get 404, never the data. Give it for every endpoint that takes an id.
 * - `denials` are any further "must refuse" attempts (an influencer reading another influencer's
 *   link, a bad id): each runs as its `as` caller and must answer `status`.
 * - `after` restores seeded rows a destructive call changed (see `EndpointCase.after`).
 */
import type { Endpoint, EndpointName } from '@shoppable/api-contract';
import { endpoints, envelope } from '@shoppable/api-contract';
import { buildPath } from '@shoppable/api-contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Permission } from '../auth/access';
import { createSession } from '../auth/session';
import type { Db } from '../db/client';
import { influencers } from '../db/schema';
import { SEED } from '../seed';

/** Who an attempt signs in as. `limited` is an influencer of `demo` holding no permission. */
export type Caller = 'none' | 'admin' | 'influencer' | 'limited' | 'otherAdmin';

/** One request: path parameters, query, JSON body or multipart form. */
export interface CaseRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** A JSON body (sent as `application/json`). */
  body?: unknown;
  /** A multipart body (endpoints with `requestFormat: 'multipart'`). */
  form?: FormData;
}

/** What a case's builders receive. */
export interface CaseContext {
  db: Db;
  /** The app under test (to create something through the API before acting on it). */
  app: Hono;
  /** The seeded accounts and their fixed ids. */
  seed: typeof SEED;
  /** A fresh session token of a caller (null for `none`). */
  session: (caller: Caller) => Promise<string | null>;
  /** A string no other call of this run returned, starting with `prefix`. */
  unique: (prefix: string) => string;
}

/** A further refusal to check: `request` sent as `as` must answer `status`. */
export interface Denial {
  /** What is refused, for the test name ("influencer reads maya's link"). */
  name: string;
  as: Caller;
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;
  request: (ctx: CaseContext) => CaseRequest | Promise<CaseRequest>;
}

/** The contract and role cases of one endpoint. */
export interface EndpointCase {
  endpoint: Endpoint;
  /** A valid request (see the file comment). */
  request: (ctx: CaseContext) => CaseRequest | Promise<CaseRequest>;
  /** The same request over the other merchant's ids: the demo admin gets 404. */
  foreign?: (ctx: CaseContext) => CaseRequest | Promise<CaseRequest>;
  /** Further refusals. */
  denials?: Denial[];
  /** The success status (default 200). */
  status?: number;
  /**
   * Runs after every attempt of the case (success or refusal): undoes what a destructive call did
   * to seeded rows other cases read (a disconnected store, a plan switched to free).
   */
  after?: (ctx: CaseContext) => Promise<void>;
}

/** The ids of the influencer holding no permission, created by `prepareCallers`. */
export const LIMITED_INFLUENCER = { id: 'inf-test-limited', username: 'limited-test' } as const;

const NO_PERMISSIONS: Record<Permission, boolean> = {
  analytics_commission_enabled: false,
  analytics_clicks_enabled: false,
  analytics_revenue_enabled: false,
  analytics_sales_enabled: false,
  analytics_cr_enabled: false,
  analytics_aov_enabled: false,
  allow_creating_and_editing_links: false,
};

/**
 * Builds the context of a run over a seeded database: adds the permission-less influencer once
 * and signs in callers on demand (sessions are inserted directly: no password hashing, no rate
 * limit).
 */
export async function prepareCallers(db: Db, app: Hono): Promise<CaseContext> {
  await db
    .insert(influencers)
    .values({
      id: LIMITED_INFLUENCER.id,
      businessId: SEED.demo.businessId,
      username: LIMITED_INFLUENCER.username,
      name: 'Limited Test',
      passwordHash: 'unusable',
      permissions: NO_PERMISSIONS,
    })
    .onConflictDoNothing();
  let counter = 0;
  return {
    db,
    app,
    seed: SEED,
    unique: (prefix) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`,
    session: async (caller) => {
      switch (caller) {
        case 'none':
          return null;
        case 'admin':
          return createSession(db, { businessId: SEED.demo.businessId, userId: SEED.demo.userId });
        case 'otherAdmin':
          return createSession(db, {
            businessId: SEED.other.businessId,
            userId: SEED.other.userId,
          });
        case 'influencer':
          return createSession(db, {
            businessId: SEED.demo.businessId,
            influencerId: SEED.maya.influencerId,
          });
        case 'limited':
          return createSession(db, {
            businessId: SEED.demo.businessId,
            influencerId: LIMITED_INFLUENCER.id,
          });
      }
    },
  };
}

/** Sends a case's request as `caller` and returns the raw response. */
export async function send(
  ctx: CaseContext,
  endpoint: Endpoint,
  request: CaseRequest,
  caller: Caller,
): Promise<Response> {
  const token = await ctx.session(caller);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let url = buildPath(endpoint.path, request.params ?? {});
  if (request.query) {
    const search = new URLSearchParams(
      Object.entries(request.query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    url += `?${search.toString()}`;
  }
  let body: FormData | string | undefined;
  if (request.form) {
    body = request.form;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  return ctx.app.request(url, { method: endpoint.method, headers, ...(body ? { body } : {}) });
}

/** The outcome of checking an answer against the endpoint's response schema. */
export interface CheckedAnswer {
  status: number;
  /** Schema issues as readable lines; empty when the answer matches. */
  problems: string[];
  /** The envelope's `data` (or the CSV text). */
  data: unknown;
}

/**
 * Reads an answer and parses it with the endpoint's envelope (or checks a bare CSV answer, or
 * that a 204 has no body).
 */
export async function checkAnswer(endpoint: Endpoint, response: Response): Promise<CheckedAnswer> {
  if (endpoint.responseFormat === 'csv' && response.ok) {
    const text = await response.text();
    const problems = (response.headers.get('content-type') ?? '').includes('text/csv')
      ? []
      : ['content type is not text/csv'];
    return { status: response.status, problems, data: text };
  }
  if (response.status === 204) {
    const text = await response.text();
    return { status: 204, problems: text === '' ? [] : ['a 204 answer has a body'], data: null };
  }
  const json: unknown = await response.json();
  const result = v.safeParse(envelope(endpoint.response), json);
  if (!result.success) {
    return {
      status: response.status,
      data: json,
      problems: result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`),
    };
  }
  const problems = response.ok && result.output.status !== true ? ['status is not true'] : [];
  return { status: response.status, problems, data: result.output.data };
}

/** The endpoint names that have no case (the contract test fails on any). */
export function missingCases(cases: readonly EndpointCase[]): EndpointName[] {
  const covered = new Set(cases.map((c) => c.endpoint.name));
  return (Object.keys(endpoints) as EndpointName[]).filter((name) => !covered.has(name));
}

/** The endpoint names that have more than one case (a mistake: one case per endpoint). */
export function duplicateCases(cases: readonly EndpointCase[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.endpoint.name)) twice.add(c.endpoint.name);
    seen.add(c.endpoint.name);
  }
  return [...twice];
}
