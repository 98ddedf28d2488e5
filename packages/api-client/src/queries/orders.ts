import { linkOrders, listOrders, type EndpointResponse } from '@shoppable/api-contract';
import { PAGE_SIZES } from '@shoppable/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../transport';
import { nextPageSkip } from './cache';
import { queryKeys, type OrderListFilter } from './keys';

/** An order row (wire names). */
export type Order = EndpointResponse<typeof listOrders>[number];

/**
 * The business's orders (or, with `linkId`, those that came through one link) as an infinite
 * query, `PAGE_SIZES.orders` (20) per page, under `['orders', businessId, { linkId }]`.
 */
export function ordersInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  filter: OrderListFilter = {},
) {
  const queryKey = queryKeys.orders.list(businessId, filter);
  const { linkId } = queryKey[2];
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }): Promise<Order[]> => {
      const query = { count: PAGE_SIZES.orders, skip: pageParam };
      return linkId === undefined
        ? client.request(listOrders, { query, signal })
        : client.request(linkOrders, { params: { linkId }, query, signal });
    },
    getNextPageParam: nextPageSkip(PAGE_SIZES.orders),
  });
}
