import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../auth/crypto';
import { createSession } from '../auth/session';
import { influencers, sessions } from '../db/schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import { postJson, sharedTestDatabase, testApp } from '../test/setup';
import { generatePassword } from './routes';

const database = sharedTestDatabase();
const app = () => testApp(database());
const DEMO = SEED.demo.businessId;

let admin: string;
let maya: string;
let liam: string;

beforeAll(async () => {
  const db = database().db;
  admin = await createSession(db, { businessId: DEMO, userId: SEED.demo.userId });
  maya = await createSession(db, { businessId: DEMO, influencerId: SEED.maya.influencerId });
  liam = await createSession(db, {
    businessId: DEMO,
    influencerId: CONTENT_SEED.influencers.liam.id,
  });
});

async function call<T = unknown>(path: string, token: string, init: RequestInit = {}) {
  const response = await app().request(path, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  const body = response.headers.get('content-type')?.includes('json')
    ? (JSON.parse(text) as { data: T; error: string | null })
    : { data: text as T, error: null };
  return { code: response.status, headers: response.headers, data: body.data, error: body.error };
}

const payload = {
  email: ' new.person@shoppable.test ',
  profile_image_url: 'https://cdn.shoppable.test/p.png',
  promocode: 'newbie',
  commission: 7.25,
  phone: '+972501234567',
  permissions: {
    analytics_commission_enabled: true,
    analytics_clicks_enabled: true,
    analytics_revenue_enabled: false,
    analytics_sales_enabled: true,
    analytics_cr_enabled: false,
    analytics_aov_enabled: false,
    allow_creating_and_editing_links: true,
  },
  commission_rules: { reduce_refunds_from_commission: true, reduce_vat_from_commission: true },
  revenue_rules: { net_revenue_ratio: 80.5 },
};

type Influencer = {
  username: string;
  email: string;
  commission: number;
  promocode: string | null;
  password: string | null;
  is_active: boolean;
  revenue_rules: { net_revenue_ratio: number };
  links: unknown[] | null;
};

describe('influencers', () => {
  it('generates passwords of 12 characters holding a digit', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[A-Za-z0-9]{11}\d$/);
    expect(generatePassword()).not.toBe(password);
  });

  it('creates an influencer with a generated password that signs in', async () => {
    const created = await call<Influencer>(
      '/admin/v1/influencers/create',
      admin,
      postJson({ ...payload, username: 'newbie' }),
    );
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({
      username: 'newbie',
      email: 'new.person@shoppable.test',
      commission: 7.25,
      promocode: 'NEWBIE',
      is_active: true,
      revenue_rules: { net_revenue_ratio: 80.5 },
    });
    const login = await app().request(
      '/admin/v1/influencers/login',
      postJson({ admin_username: 'demo', username: 'newbie', password: created.data.password }),
    );
    expect(login.status).toBe(200);
  });

  it('checks the username, email, phone and promocode with specific messages', async () => {
    const taken = await call(
      '/admin/v1/influencers/create',
      admin,
      postJson({ ...payload, username: 'maya', promocode: null }),
    );
    expect(taken.code).toBe(409);
    expect(taken.error).toBe('That username is already taken');
    const email = await call(
      '/admin/v1/influencers/create',
      admin,
      postJson({ ...payload, username: 'mail1', email: 'nope', promocode: null }),
    );
    expect(email.error).toBe("That email doesn't look right");
    const phone = await call(
      '/admin/v1/influencers/create',
      admin,
      postJson({ ...payload, username: 'phone1', phone: '12', promocode: null }),
    );
    expect(phone.error).toBe("Phone number doesn't look right");
    const promo = await call(
      '/admin/v1/influencers/create',
      admin,
      postJson({ ...payload, username: 'promo1', promocode: 'maya10' }),
    );
    expect(promo.code).toBe(409);
    const free = await call<{ available: boolean }>(
      '/admin/v1/influencers/validate/username',
      admin,
      postJson({ username: 'maya' }),
    );
    expect(free.data.available).toBe(false);
  });

  it("answers an email's availability in the business, case-insensitively, the edited one left out", async () => {
    const check = async (body: object, token = admin) =>
      call<{ available: boolean } | null>(
        '/admin/v1/influencers/validate/email',
        token,
        postJson(body),
      );
    expect((await check({ email: ' MAYA@Shoppable.test' })).data).toEqual({ available: false });
    expect((await check({ email: 'maya@shoppable.test', except: 'maya' })).data).toEqual({
      available: true,
    });
    expect((await check({ email: 'maya@shoppable.test', except: 'noa' })).data).toEqual({
      available: false,
    });
    // Another business's influencer does not take the email here.
    expect((await check({ email: 'zoe@acme.test' })).data).toEqual({ available: true });
    const bad = await check({ email: 'maya@' });
    expect({ code: bad.code, error: bad.error }).toEqual({
      code: 400,
      error: "That email doesn't look right",
    });
    // An influencer is refused before the body is read: a body that is not JSON changes nothing.
    const refused = await call('/admin/v1/influencers/validate/email', maya, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(refused.code).toBe(403);
  });

  it('refuses to create or edit an influencer with an email another influencer has (409)', async () => {
    const taken = await call(
      '/admin/v1/influencers/create',
      admin,
      postJson({ ...payload, username: 'mailtaken', email: 'Noa@shoppable.test', promocode: null }),
    );
    expect({ code: taken.code, error: taken.error }).toEqual({
      code: 409,
      error: 'That email is already taken',
    });
    const mine = { ...payload, email: 'mail.edit@shoppable.test', promocode: null };
    await call('/admin/v1/influencers/create', admin, postJson({ ...mine, username: 'mailedit' }));
    const edit = (email: string) =>
      call<Influencer>(
        '/admin/v1/influencers/mailedit/edit',
        admin,
        postJson({ ...mine, email, version: 1 }),
      );
    const other = await edit('noa@shoppable.test');
    expect({ code: other.code, error: other.error }).toEqual({
      code: 409,
      error: 'That email is already taken',
    });
    // Their own email, in other letters, is nobody else's.
    const same = await edit('Mail.Edit@shoppable.test');
    expect({ code: same.code, email: same.data.email }).toEqual({
      code: 200,
      email: 'Mail.Edit@shoppable.test',
    });
  });

  it('limits username and email availability checks per address', async () => {
    const address = { 'x-test-address': '203.0.113.77' };
    const check = (i: number) =>
      call(
        `/admin/v1/influencers/validate/${i % 2 ? 'username' : 'email'}`,
        admin,
        postJson(i % 2 ? { username: `free${i}` } : { email: `free${i}@x.test` }, address),
      );
    for (let i = 0; i < 60; i += 1) expect((await check(i)).code).toBe(200);
    const refused = await check(60);
    expect({ code: refused.code, retry: refused.headers.get('retry-after') }).toMatchObject({
      code: 429,
      retry: expect.stringMatching(/^\d+$/) as unknown as string,
    });
  });

  it('lets an influencer read only themself, with their links and shorts', async () => {
    const own = await call<Influencer>('/admin/v1/influencers/maya', maya);
    expect(own.code).toBe(200);
    expect(own.data.links?.length).toBeGreaterThan(0);
    expect((await call('/admin/v1/influencers/noa', maya)).code).toBe(403);
    expect((await call('/admin/v1/influencers', maya)).code).toBe(403);
    expect((await call('/admin/v1/influencers/zoe', admin)).code).toBe(404);
  });

  it('resets a password: the new one signs in and old sessions end', async () => {
    const db = database().db;
    const [before] = await db.select().from(influencers).where(eq(influencers.username, 'noa'));
    const old = await createSession(db, { businessId: DEMO, influencerId: before!.id });
    const reset = await call<Influencer>('/admin/v1/influencers/noa/password/reset', admin);
    expect(reset.code).toBe(200);
    const [after] = await db.select().from(influencers).where(eq(influencers.username, 'noa'));
    expect(await verifyPassword(reset.data.password!, after!.passwordHash)).toBe(true);
    expect((await call('/admin/v1/influencers/noa', old)).code).toBe(401);
  });

  it('makes a login-link code that logs its influencer in once, and only them', async () => {
    const made = await call<{ code: string; expires_at: string }>(
      '/admin/v1/influencers/maya/login-code',
      admin,
      { method: 'POST' },
    );
    expect(made.code).toBe(200);
    const hours = (Date.parse(made.data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);
    const logIn = (username: string, code: string, adminUsername = 'demo') =>
      call<{ token: string } | null>(
        '/admin/v1/influencers/login/code',
        '',
        postJson({ admin_username: adminUsername, username, code }),
      );
    // Another influencer, or another merchant's name, cannot use maya's code.
    expect((await logIn('liam', made.data.code)).code).toBe(401);
    expect((await logIn('maya', made.data.code, 'acme')).code).toBe(401);
    expect((await logIn('maya', 'not-a-code')).code).toBe(401);
    const first = await logIn('MAYA', made.data.code);
    const token = (first.data as { token: string }).token;
    expect((await call<{ username: string }>('/admin/v1/influencers/maya', token)).code).toBe(200);
    // Used once.
    expect((await logIn('maya', made.data.code)).code).toBe(401);
    // Only the merchant makes codes, and not for a deleted influencer.
    expect(
      (await call('/admin/v1/influencers/maya/login-code', maya, { method: 'POST' })).code,
    ).toBe(403);
    const db = database().db;
    await db
      .update(influencers)
      .set({ passwordHash: await hashPassword('noa-pass-1') })
      .where(eq(influencers.username, 'noa'));
    await call('/admin/v1/influencers/noa/activation', admin, postJson({ activate: false }));
    expect(
      (await call('/admin/v1/influencers/noa/login-code', admin, { method: 'POST' })).code,
    ).toBe(409);
    // A deleted influencer's right password is told apart; a wrong one is not.
    const password = (value: string) =>
      app().request(
        '/admin/v1/influencers/login',
        postJson({ admin_username: 'demo', username: 'noa', password: value }),
      );
    const turnedOff = await password('noa-pass-1');
    expect(turnedOff.status).toBe(403);
    expect(((await turnedOff.json()) as { error: string }).error).toBe(
      'This influencer account is turned off',
    );
    expect((await password('wrong-pass-1')).status).toBe(401);
    await call('/admin/v1/influencers/noa/activation', admin, postJson({ activate: true }));
  });

  it('refuses analytics and the report to an influencer holding no analytics permission', async () => {
    expect((await call('/admin/v1/influencers/liam/analytics', liam)).code).toBe(403);
    const report = await call(
      '/admin/v1/influencers/liam/report?timezone=UTC&from_date=2025-01-01&to_date=2025-02-01',
      liam,
    );
    expect(report.code).toBe(403);
  });

  it('deactivates (revoking sessions) and reactivates within the plan cap', async () => {
    const db = database().db;
    const session = await createSession(db, {
      businessId: DEMO,
      influencerId: CONTENT_SEED.influencers.liam.id,
    });
    const off = await call(
      '/admin/v1/influencers/liam/activation',
      admin,
      postJson({ activate: false }),
    );
    expect(off.code).toBe(200);
    const live = await db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.influencerId, CONTENT_SEED.influencers.liam.id),
          isNull(sessions.revokedAt),
        ),
      );
    expect(live).toHaveLength(0);
    expect((await call('/admin/v1/influencers/liam', session)).code).toBe(401);
    const list = await call<Influencer[]>('/admin/v1/influencers', admin);
    expect(list.data.find((i) => i.username === 'liam')?.is_active).toBe(false);
    const on = await call(
      '/admin/v1/influencers/liam/activation',
      admin,
      postJson({ activate: true }),
    );
    expect(on.code).toBe(200);
  });

  it('downloads a CSV report named after the influencer and the range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const report = await call<string>(
      `/admin/v1/influencers/maya/report?timezone=Asia/Jerusalem&from_date=2025-01-01&to_date=${today}`,
      admin,
    );
    expect(report.code).toBe(200);
    expect(report.headers.get('content-type')).toContain('text/csv');
    expect(report.headers.get('content-disposition')).toContain(
      `maya_report_2025-01-01_to_${today}.csv`,
    );
    const [header, first] = report.data.split('\r\n');
    expect(header).toBe('link_id,link_type,title,created_at,visits,checkouts,revenue,currency');
    expect(first).toMatch(/^[\w-]+,(LOOK|SHORT|SHOPBOARD),/);
  });

  it('answers influencer analytics scoped to the influencer', async () => {
    const report = await call<{
      influencers_insights: { influencer_username: string }[];
      shopboard_analytics: unknown;
    }>('/admin/v1/influencers/maya/analytics', admin);
    expect(report.code).toBe(200);
    expect(report.data.influencers_insights.map((i) => i.influencer_username)).toEqual(['maya']);
    expect(report.data.shopboard_analytics).toBeNull();
  });
});

describe('influencer edit versions', () => {
  type Versioned = Influencer & { version: number };
  /** The create payload without username (the edit body) with an email of its own. */
  const editable = (email: string) => ({ ...payload, email, promocode: null });

  it('starts at 1, takes it one up per edit and refuses a stale edit with 409 changing nothing', async () => {
    const created = await call<Versioned>(
      '/admin/v1/influencers/create',
      admin,
      postJson({ ...editable('v1@shoppable.test'), username: 'versioned1' }),
    );
    expect(created.data.version).toBe(1);
    const path = '/admin/v1/influencers/versioned1/edit';
    const first = await call<Versioned>(
      path,
      admin,
      postJson({ ...editable('v1@shoppable.test'), commission: 11, version: 1 }),
    );
    expect({ code: first.code, version: first.data.version }).toEqual({ code: 200, version: 2 });
    const stale = await call(
      path,
      admin,
      postJson({ ...editable('v1@shoppable.test'), commission: 22, version: 1 }),
    );
    expect({ code: stale.code, data: stale.data, error: stale.error }).toEqual({
      code: 409,
      data: null,
      error:
        'This influencer was changed elsewhere since you opened it: reload to see the changes, or save again on the current version',
    });
    const read = await call<Versioned>('/admin/v1/influencers/versioned1', admin);
    expect({ commission: read.data.commission, version: read.data.version }).toEqual({
      commission: 11,
      version: 2,
    });
    const missing = await call(path, admin, postJson(editable('v1@shoppable.test')));
    expect(missing.code).toBe(400);
    expect(missing.error).toMatch(/^Invalid body: "version" /);
  });

  it('lets exactly one of two concurrent edits on one version through, and keeps the winner', async () => {
    await call(
      '/admin/v1/influencers/create',
      admin,
      postJson({ ...editable('v2@shoppable.test'), username: 'versioned2' }),
    );
    const answers = await Promise.all(
      [31, 32].map((commission) =>
        call<Versioned>(
          '/admin/v1/influencers/versioned2/edit',
          admin,
          postJson({ ...editable('v2@shoppable.test'), commission, version: 1 }),
        ),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.code === 200)!;
    const read = await call<Versioned>('/admin/v1/influencers/versioned2', admin);
    expect({ commission: read.data.commission, version: read.data.version }).toEqual({
      commission: winner.data.commission,
      version: 2,
    });
  });
});
