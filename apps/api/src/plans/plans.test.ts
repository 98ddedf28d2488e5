import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, mailbox } from '../db/schema';
import { SEED } from '../seed';
import { apiCalls, demoAdminToken, sharedTestDatabase, testApp } from '../test/setup';
import { COMPLETED_MESSAGE, cycleEnd, expireEndedPlans } from './routes';

const database = sharedTestDatabase();
const app = () => testApp(database());
const DEMO = SEED.demo.businessId;

const adminToken = () => demoAdminToken(database());
const { post } = apiCalls(app);

const business = async () =>
  (await database().db.select().from(businesses).where(eq(businesses.id, DEMO)))[0]!;

describe('plans', () => {
  it('subscribes through a local checkout page that completes once and notifies the opener', async () => {
    const token = await adminToken();
    const { body } = await post<string>(
      '/admin/v1/store/plan/subscribe',
      { store_subscription_plan: 'PRO', business_id: DEMO },
      token,
    );
    const url = new URL(body.data);
    const page = await app().request(url.pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<strong>Pro</strong>');
    expect(html).toContain('399 USD / month');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");

    const done = await app().request(`${url.pathname}/complete`, { method: 'POST' });
    expect(done.status).toBe(200);
    const completion = await done.text();
    expect(completion).toContain(`window.opener.postMessage("${COMPLETED_MESSAGE}"`);
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      done.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(completion).toContain(`<script nonce="${nonce}">`);
    expect((await business()).subscriptionPlan).toBe('PRO');

    const twice = await app().request(`${url.pathname}/complete`, { method: 'POST' });
    expect(twice.status).toBe(404);
  });

  it('refuses to subscribe to FREE or ENTERPRISE with a specific message', async () => {
    const token = await adminToken();
    const free = await post(
      '/admin/v1/store/plan/subscribe',
      { store_subscription_plan: 'FREE', business_id: DEMO },
      token,
    );
    expect(free.status).toBe(400);
    expect(free.body.error).toBe('Use the switch-to-free call for the free plan');
  });

  it('cancels at the end of the monthly cycle, then the sweep turns the plan FREE', async () => {
    const token = await adminToken();
    const started = new Date(Date.now() - 40 * 86_400_000);
    await database()
      .db.update(businesses)
      .set({ subscriptionPlan: 'BUSINESS', planStartedAt: started })
      .where(eq(businesses.id, DEMO));
    const { body } = await post<{ plan_ends_at: string }>(
      '/admin/v1/store/plan/cancel',
      { business_id: DEMO },
      token,
    );
    const endsAt = new Date(body.data.plan_ends_at);
    expect(endsAt).toEqual(cycleEnd(started, new Date()));
    expect(endsAt.getTime()).toBeGreaterThan(Date.now());
    expect((await business()).subscriptionPlan).toBe('BUSINESS');
    await expireEndedPlans(database().db, new Date(endsAt.getTime() + 1));
    expect((await business()).subscriptionPlan).toBe('FREE');
    const again = await post('/admin/v1/store/plan/cancel', {}, token);
    expect(again.status).toBe(409);
  });

  it('computes billing cycles month by month', () => {
    const start = new Date('2025-01-31T10:00:00Z');
    expect(cycleEnd(start, new Date('2025-02-10T00:00:00Z')).toISOString()).toBe(
      '2025-03-03T10:00:00.000Z',
    );
    expect(cycleEnd(start, new Date('2025-01-31T11:00:00Z')).toISOString()).toBe(
      '2025-03-03T10:00:00.000Z',
    );
  });

  it('switches to free keeping the stored trial end, and mails upgrade requests to sales', async () => {
    const token = await adminToken();
    const trialEnd = new Date(Date.now() + 5 * 86_400_000 + 60_000);
    await database()
      .db.update(businesses)
      .set({ subscriptionPlan: 'STARTER', trialEndsAt: trialEnd })
      .where(eq(businesses.id, DEMO));
    expect((await post('/admin/v1/store/plan/free', { business_id: DEMO }, token)).status).toBe(
      200,
    );
    const session = await post<{
      brand: { subscription_plan: string; free_trial_days_left: number };
    }>('/auth/verify', {}, token);
    expect(session.body.data.brand).toMatchObject({
      subscription_plan: 'FREE',
      free_trial_days_left: 6,
    });
    await post('/admin/v1/store/plan/upgrade/request', { business_id: DEMO }, token);
    const [mail] = await database()
      .db.select()
      .from(mailbox)
      .where(eq(mailbox.to, 'sales@shoppable.test'));
    expect(mail!.subject).toBe('Upgrade request from Demo Store');
    await database()
      .db.update(businesses)
      .set({ subscriptionPlan: 'BUSINESS', trialEndsAt: null })
      .where(eq(businesses.id, DEMO));
  });
});
