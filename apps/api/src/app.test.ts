import { envelope, health } from '@shoppable/api-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';

describe('api app', () => {
  it('answers /health with the contract envelope', async () => {
    const response = await createApp().request('/health');
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(v.is(envelope(health.response), body)).toBe(true);
  });

  it('answers an unknown route with a 404 envelope, not a stack trace', async () => {
    const response = await createApp().request('/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: false,
      data: null,
      error: 'No route for GET /nope',
    });
  });
});
