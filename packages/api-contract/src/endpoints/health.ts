import * as v from 'valibot';
import { text } from '../schemas/common';
import { defineEndpoint } from '../endpoint';

/** Liveness of a server: answered by apps/api and apps/link-page. */
export const health = defineEndpoint({
  name: 'health',
  summary: 'Health',
  access: 'public',
  method: 'GET',
  path: '/health',
  response: v.object({ service: text, ok: v.literal(true) }),
});
