import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';

/** Liveness of a server: answered by apps/api and apps/link-page. */
export const health = defineEndpoint({
  name: 'health',
  method: 'GET',
  path: '/health',
  response: v.object({ service: v.string(), ok: v.literal(true) }),
});
