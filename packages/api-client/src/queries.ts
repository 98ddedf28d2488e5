import { health } from '@shoppable/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './transport';

/** The API's liveness, under the key `['health']`. */
export function healthQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['health'] as const,
    queryFn: ({ signal }) => client.request(health, { signal }),
  });
}
