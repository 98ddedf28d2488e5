/** Contract and role cases of the links area's stock reads. */
import { endpoints } from '@shoppable/api-contract';
import type { EndpointCase } from './contract';

export const stockCases: EndpointCase[] = [
  {
    endpoint: endpoints.soldOutLinks,
    request: (ctx) => ({ params: { businessId: ctx.seed.demo.businessId } }),
    foreign: (ctx) => ({ params: { businessId: ctx.seed.other.businessId } }),
  },
];
