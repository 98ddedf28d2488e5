/**
 * Contract and role cases of the webhook endpoints. Each destructive case registers a throwaway
 * endpoint of its own first; URLs are public literal addresses, so no case depends on DNS.
 */
import { endpoints } from '@shoppable/api-contract';
import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '../db/webhooks.schema';
import { newSecret, newWebhookId } from '../webhooks/outbox';
import type { CaseContext, EndpointCase } from './contract';

const body = { url: 'https://203.0.113.10/hooks', events: ['order.created', 'link.created'] };

/** A new endpoint of a business, straight in the database. */
async function endpointOf(ctx: CaseContext, businessId: string): Promise<string> {
  const id = newWebhookId('whe_');
  await ctx.db.insert(webhookEndpoints).values({
    id,
    businessId,
    url: body.url,
    events: body.events,
    secret: newSecret(),
  });
  return id;
}

const ownEndpoint = async (ctx: CaseContext) => ({
  params: {
    businessId: ctx.seed.demo.businessId,
    id: await endpointOf(ctx, ctx.seed.demo.businessId),
  },
});
const foreignEndpoint = async (ctx: CaseContext) => ({
  params: {
    businessId: ctx.seed.other.businessId,
    id: await endpointOf(ctx, ctx.seed.other.businessId),
  },
});
const otherBusinessEndpoint = {
  name: "an endpoint of another business under the admin's own",
  as: 'admin' as const,
  status: 404 as const,
  request: async (ctx: CaseContext) => ({
    params: {
      businessId: ctx.seed.demo.businessId,
      id: await endpointOf(ctx, ctx.seed.other.businessId),
    },
  }),
};

export const webhookCases: EndpointCase[] = [
  {
    endpoint: endpoints.createWebhook,
    request: (ctx) => ({ params: { businessId: ctx.seed.demo.businessId }, body }),
    foreign: (ctx) => ({ params: { businessId: ctx.seed.other.businessId }, body }),
    status: 201,
    // Registrations of every attempt are removed so that no run reaches the business's limit.
    after: async (ctx) => {
      await ctx.db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.businessId, ctx.seed.demo.businessId));
    },
  },
  {
    endpoint: endpoints.listWebhooks,
    request: (ctx) => ({ params: { businessId: ctx.seed.demo.businessId } }),
    foreign: (ctx) => ({ params: { businessId: ctx.seed.other.businessId } }),
  },
  {
    endpoint: endpoints.deleteWebhook,
    request: ownEndpoint,
    foreign: foreignEndpoint,
    denials: [otherBusinessEndpoint],
    status: 204,
  },
  {
    endpoint: endpoints.testWebhook,
    request: ownEndpoint,
    foreign: foreignEndpoint,
    denials: [otherBusinessEndpoint],
    status: 202,
  },
];
