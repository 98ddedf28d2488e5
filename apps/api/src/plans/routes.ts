/**
 * Plans (platform.md §4, §7): subscribe opens a local checkout page standing in for the store
 * platform's billing approval; approving it sets the plan and tells the opener window
 * `CompletedPaylinkSubscription`. Switch to free, request an upgrade (an email to sales in the dev
 * mailbox), cancel at the end of the monthly cycle (a sweep turns ended plans FREE).
 */
import {
  cancelPlan,
  requestPlanUpgrade,
  subscribePlan,
  switchToFreePlan,
} from '@shoppable/api-contract';
import { PLANS, type PlanName } from '@shoppable/domain';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { requireAdmin, requireOwnBusiness } from '../auth/access';
import { hashToken, newToken } from '../auth/crypto';
import type { Db } from '../db/client';
import { businesses, mailbox } from '../db/schema';
import { planCheckouts } from '../db/store.schema';
import { ApiError, route } from '../http';
import { publicUrl } from '../media/images';
import { htmlPage, pageResponse } from './page';

/** A checkout page stays valid for one hour. */
export const CHECKOUT_TTL_MS = 60 * 60 * 1000;
/** The message the checkout page posts to its opener once the subscription is complete. */
export const COMPLETED_MESSAGE = 'CompletedPaylinkSubscription';
/** Where upgrade requests are "emailed" (the dev mailbox). */
export const SALES_EMAIL = 'sales@shoppable.test';

const PAID: readonly PlanName[] = ['STARTER', 'BUSINESS', 'PRO'];

/** The end of the monthly billing cycle running at `now` for a plan started at `start`. */
export function cycleEnd(start: Date, now: Date): Date {
  const end = new Date(start);
  let months = 0;
  while (end <= now) {
    months += 1;
    end.setTime(start.getTime());
    end.setUTCMonth(start.getUTCMonth() + months);
  }
  return end;
}

/** Turns paid plans whose cancellation date has passed into FREE. */
export async function expireEndedPlans(db: Db, now = new Date()): Promise<void> {
  await db
    .update(businesses)
    .set({ subscriptionPlan: 'FREE', planEndsAt: null, planStartedAt: null })
    .where(lte(businesses.planEndsAt, now));
}

/** A middleware that runs `expireEndedPlans` at most every `everyMs` (before the routes read plans). */
export function planExpirySweep(db: Db, everyMs = 30_000): MiddlewareHandler {
  let last = 0;
  return async (_c, next) => {
    const now = Date.now();
    if (now - last >= everyMs) {
      last = now;
      await expireEndedPlans(db);
    }
    await next();
  };
}

const planInfo = (plan: string) => Object.values(PLANS).find((p) => p.name === plan);

/** Subscribe, checkout page, switch to free, upgrade request, cancel. */
export function registerPlanRoutes(app: Hono, db: Db): void {
  route(app, subscribePlan, async (c, { body }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, body.business_id);
    const plan = body.store_subscription_plan;
    if (plan === 'FREE') throw new ApiError(400, 'Use the switch-to-free call for the free plan');
    if (plan === 'ENTERPRISE') {
      throw new ApiError(400, 'The Enterprise plan is by contact: request an upgrade instead');
    }
    const token = newToken();
    await db.insert(planCheckouts).values({
      tokenHash: hashToken(token),
      businessId: admin.businessId,
      plan,
      expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
    });
    return `${publicUrl()}/billing/checkout/${token}`;
  });

  /** The open checkout of a token, or a 404 page. */
  async function openCheckout(token: string) {
    const [row] = await db
      .select()
      .from(planCheckouts)
      .where(
        and(
          eq(planCheckouts.tokenHash, hashToken(token)),
          isNull(planCheckouts.completedAt),
          gt(planCheckouts.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row;
  }

  const notFoundPage = (c: Context) =>
    pageResponse(
      c,
      htmlPage({
        title: 'Checkout not found',
        body: '<h1>Checkout not found</h1><p>This checkout link is invalid, used or expired.</p>',
      }),
      404,
    );

  app.get('/billing/checkout/:token', async (c) => {
    const checkout = await openCheckout(c.req.param('token'));
    if (!checkout) return notFoundPage(c);
    const [business] = await db
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, checkout.businessId));
    const info = planInfo(checkout.plan);
    const price = info?.price ? `${info.price} USD / month` : '';
    return pageResponse(
      c,
      htmlPage({
        title: `Approve the ${checkout.plan} plan`,
        body: `<h1>Approve subscription</h1>
<p>${escapeHtml(business?.name ?? '')} subscribes to the <strong>${escapeHtml(info?.presentedName ?? checkout.plan)}</strong> plan${price ? `: ${escapeHtml(price)}, billed through the store platform` : ''}.</p>
<form method="post" action="/billing/checkout/${encodeURIComponent(c.req.param('token'))}/complete">
<button type="submit">Approve</button>
</form>
<p>Close this tab to cancel.</p>`,
      }),
    );
  });

  app.post('/billing/checkout/:token/complete', async (c) => {
    const token = c.req.param('token');
    const now = new Date();
    const [done] = await db
      .update(planCheckouts)
      .set({ completedAt: now })
      .where(
        and(
          eq(planCheckouts.tokenHash, hashToken(token)),
          isNull(planCheckouts.completedAt),
          gt(planCheckouts.expiresAt, now),
        ),
      )
      .returning();
    if (!done) return notFoundPage(c);
    await db
      .update(businesses)
      .set({ subscriptionPlan: done.plan, planStartedAt: now, planEndsAt: null })
      .where(eq(businesses.id, done.businessId));
    return pageResponse(
      c,
      htmlPage({
        title: 'Subscription complete',
        body: `<h1>Subscription complete</h1><p>You are on the ${escapeHtml(done.plan)} plan. This tab closes by itself.</p>`,
        script: `if (window.opener) { window.opener.postMessage(${JSON.stringify(COMPLETED_MESSAGE)}, '*'); }
setTimeout(function () { window.close(); }, 1500);`,
      }),
    );
  });

  route(app, switchToFreePlan, async (c, { body }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, body.business_id);
    await db
      .update(businesses)
      .set({ subscriptionPlan: 'FREE', planStartedAt: null, planEndsAt: null })
      .where(eq(businesses.id, admin.businessId));
    return { subscription_plan: 'FREE' };
  });

  route(app, requestPlanUpgrade, async (c, { body }) => {
    const admin = await requireAdmin(db, c);
    if (body.business_id !== undefined) requireOwnBusiness(admin, body.business_id);
    const [business] = await db
      .select({ name: businesses.name, plan: businesses.subscriptionPlan })
      .from(businesses)
      .where(eq(businesses.id, admin.businessId));
    await db.insert(mailbox).values({
      to: SALES_EMAIL,
      subject: `Upgrade request from ${business?.name ?? admin.businessId}`,
      body: `${admin.user.name} <${admin.user.email}> (${admin.user.username}) asks to upgrade from ${business?.plan ?? 'FREE'}.`,
    });
    return null;
  });

  route(app, cancelPlan, async (c, { body }) => {
    const admin = await requireAdmin(db, c);
    if (body.business_id !== undefined) requireOwnBusiness(admin, body.business_id);
    const [business] = await db
      .select()
      .from(businesses)
      .where(eq(businesses.id, admin.businessId));
    if (!business || !PAID.includes(business.subscriptionPlan as PlanName)) {
      throw new ApiError(409, 'Only a paid plan can be cancelled');
    }
    const now = new Date();
    const endsAt = cycleEnd(business.planStartedAt ?? business.createdAt, now);
    await db
      .update(businesses)
      .set({ planEndsAt: endsAt })
      .where(eq(businesses.id, admin.businessId));
    return { plan_ends_at: endsAt.toISOString() };
  });
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}
