import { logOut, sessionQueryOptions, type ApiClient } from '@shoppable/api-client';
import type { QueryFunctionContext } from '@tanstack/react-query';

// The session's calls to the server, loaded on demand by SessionProvider: `sessionQueryOptions`
// lives with every query of the API client, which pages that never verify (login, register) need
// not load.

export { logOut };

/** `POST /auth/verify` through the API client's session query: the stored token's session. */
export function verifySession(
  client: ApiClient,
  context: QueryFunctionContext<readonly unknown[]>,
) {
  const { queryFn, queryKey } = sessionQueryOptions(client);
  if (typeof queryFn !== 'function') throw new Error('The session query has no queryFn');
  return queryFn({ ...context, queryKey });
}
