/** Contract and role cases of the links area's stock reads. */
import { endpoints } from '@shoppable/api-contract';
import { eq } from 'drizzle-orm';
import { linkProducts } from '../db/content.schema';
import { CONTENT_SEED } from '../seed/content';
import type { CaseContext, EndpointCase } from './contract';

/** The inventory ids of a seeded link. */
async function linkItems(ctx: CaseContext, linkId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ inventoryId: linkProducts.inventoryId })
    .from(linkProducts)
    .where(eq(linkProducts.linkId, linkId));
  return rows.map((row) => row.inventoryId);
}

export const stockCases: EndpointCase[] = [
  {
    endpoint: endpoints.soldOutLinks,
    request: (ctx) => ({ params: { businessId: ctx.seed.demo.businessId } }),
    foreign: (ctx) => ({ params: { businessId: ctx.seed.other.businessId } }),
  },
  {
    endpoint: endpoints.previewSwaps,
    request: async (ctx) => ({
      params: { businessId: ctx.seed.demo.businessId },
      query: { inventory_ids: (await linkItems(ctx, CONTENT_SEED.demo.adminLink)).join(',') },
    }),
    foreign: async (ctx) => ({
      params: { businessId: ctx.seed.other.businessId },
      query: { inventory_ids: (await linkItems(ctx, CONTENT_SEED.acme.link)).join(',') },
    }),
  },
];
