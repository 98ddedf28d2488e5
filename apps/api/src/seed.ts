import { ALL_PERMISSIONS, toServerPermissions } from '@shoppable/domain';
import { count } from 'drizzle-orm';
import { hashPassword } from './auth/crypto';
import type { Db } from './db/client';
import { businesses, influencers, users } from './db/schema';
import { seedContent } from './seed/content';
import { seedStore } from './seed/store';

/** Fixed ids of the seeded accounts (tests and e2e rely on them). */
export const SEED = {
  demo: { businessId: 'biz-demo', userId: 'user-demo', username: 'demo', password: 'demo1234' },
  maya: { influencerId: 'inf-maya', username: 'maya', password: 'maya1234' },
  other: { businessId: 'biz-acme', userId: 'user-acme', username: 'acme', password: 'acme1234' },
} as const;

/** Seeds an empty database (no business yet); does nothing otherwise. Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(businesses);
  if ((row?.n ?? 0) > 0) return false;
  const [demoHash, mayaHash, otherHash] = await Promise.all([
    hashPassword(SEED.demo.password),
    hashPassword(SEED.maya.password),
    hashPassword(SEED.other.password),
  ]);
  const created = new Date('2025-01-06T09:00:00Z');
  await db.transaction(async (tx) => {
    await tx.insert(businesses).values([
      {
        id: SEED.demo.businessId,
        name: 'Demo Store',
        currency: 'USD',
        subscriptionPlan: 'BUSINESS',
        storeConnected: true,
        storeDomain: 'demo-store.example',
        availableDomains: [],
        createdAt: created,
      },
      {
        id: SEED.other.businessId,
        name: 'Acme Outfitters',
        currency: 'EUR',
        subscriptionPlan: 'STARTER',
        storeConnected: true,
        storeDomain: 'acme.example',
        availableDomains: [],
        createdAt: created,
      },
    ]);
    await tx.insert(users).values([
      {
        id: SEED.demo.userId,
        businessId: SEED.demo.businessId,
        username: SEED.demo.username,
        email: 'demo@shoppable.test',
        name: 'Demo Merchant',
        passwordHash: demoHash!,
        verified: true,
        createdAt: created,
      },
      {
        id: SEED.other.userId,
        businessId: SEED.other.businessId,
        username: SEED.other.username,
        email: 'acme@shoppable.test',
        name: 'Acme Admin',
        passwordHash: otherHash!,
        verified: true,
        createdAt: created,
      },
    ]);
    await tx.insert(influencers).values({
      id: SEED.maya.influencerId,
      businessId: SEED.demo.businessId,
      username: SEED.maya.username,
      name: 'Maya Cohen',
      email: 'maya@shoppable.test',
      passwordHash: mayaHash!,
      promocode: 'MAYA10',
      commission: 10,
      active: true,
      permissions: { ...toServerPermissions(ALL_PERMISSIONS) },
      createdAt: created,
    });
  });
  await seedStore(db);
  await seedContent(db, {
    demo: SEED.demo.businessId,
    acme: SEED.other.businessId,
    maya: SEED.maya.influencerId,
  });
  return true;
}
