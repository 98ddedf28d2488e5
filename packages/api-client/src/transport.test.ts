import { health } from '@shoppable/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError, HttpError, TimeoutError } from './errors';
import { createApiClient } from './transport';

const respond = (status: number, json: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'secret' });

afterEach(() => vi.useRealTimers());

describe('createApiClient', () => {
  it('sends the bearer token and returns the parsed data', async () => {
    const fetchSpy = respond(200, { status: true, data: { service: 'api', ok: true }, error: null });
    await expect(client.request(health)).resolves.toEqual({ service: 'api', ok: true });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/health');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer secret');
  });

  it('throws HttpError with the status on a non-2xx answer', async () => {
    respond(503, { status: false, data: null, error: 'down' });
    await expect(client.request(health)).rejects.toEqual(new HttpError(503));
  });

  it('rejects with ApiError carrying the server error when status is false', async () => {
    respond(200, { status: false, data: null, error: 'Username already exists' });
    await expect(client.request(health)).rejects.toEqual(new ApiError('Username already exists'));
  });

  it('names the endpoint and the field when the response breaks the contract', async () => {
    respond(200, { status: true, data: { service: 'api', ok: 'yes' }, error: null });
    const error = await client.request(health).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ endpoint: 'health', field: 'data.ok' });
  });

  it('fails with the timeout message when the server does not answer in time', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const slow = createApiClient({ baseUrl: 'http://api.test', timeoutMs: 10 });
    await expect(slow.request(health)).rejects.toEqual(new TimeoutError());
    expect(new TimeoutError().message).toBe('Request timed-out, please try again later');
  });
});
