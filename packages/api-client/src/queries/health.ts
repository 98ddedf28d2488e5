import { health } from '@shoppable/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './keys';
import type { ApiClient } from '../transport';

/** The API's liveness, under the key `['health']`. */
export function healthQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.health,
    queryFn: ({ signal }) => client.request(health, { signal }),
  });
}
