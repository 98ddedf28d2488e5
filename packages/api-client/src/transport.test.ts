import {
  createLink,
  defineEndpoint,
  health,
  influencerReport,
  listLinks,
  uploadFile,
  validateUsername,
  verifySession,
} from '@shoppable/api-contract';
import * as v from 'valibot';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, ContractError, HttpError, TimeoutError } from './errors';
import { apiReferenceUrl, createApiClient, toFormData, toQueryString } from './transport';

const respond = (status: number, json: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(json), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'secret' });

afterEach(() => vi.useRealTimers());

describe('createApiClient', () => {
  it('sends the bearer token and returns the parsed data', async () => {
    const fetchSpy = respond(200, {
      status: true,
      data: { service: 'api', ok: true },
      error: null,
    });
    await expect(client.request(health)).resolves.toEqual({ service: 'api', ok: true });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/health');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer secret');
  });

  it('sends with the fetch it was given instead of the global one', async () => {
    const globalFetch = vi.spyOn(globalThis, 'fetch');
    const send = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        Response.json({ status: true, data: { service: 'api', ok: true }, error: null }),
      );
    const own = createApiClient({ baseUrl: 'http://api.test', getToken: () => 't', fetch: send });
    await expect(own.request(health)).resolves.toEqual({ service: 'api', ok: true });
    expect(String(send.mock.calls[0]![0])).toBe('http://api.test/health');
    expect(globalFetch).not.toHaveBeenCalled();
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

const okJson = (data: unknown) =>
  new Response(JSON.stringify({ status: true, data, error: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fetch that never answers and rejects with the signal's reason when aborted. */
const hangingFetch = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    (_url, init) =>
      new Promise((_, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason));
      }),
  );

const link = {
  link_id: 'l1',
  created_at: '2026-01-01',
  images: [],
  currency: 'USD',
  link_type: 'LOOK',
  products: [],
  collections: [],
  is_expired: false,
  version: 1,
};

describe('session changes', () => {
  it('runs every listener and resolves once they have; an unsubscribed one is left out', async () => {
    const order: string[] = [];
    const first = vi.fn(async () => {
      await Promise.resolve();
      order.push('first');
    });
    const second = vi.fn(() => void order.push('second'));
    const unsubscribeFirst = client.onSessionChange(first);
    const unsubscribeSecond = client.onSessionChange(second);
    await client.sessionChanged();
    expect(order).toEqual(['second', 'first']);
    unsubscribeFirst();
    await client.sessionChanged();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    unsubscribeSecond();
  });
});

describe('addresses on the API', () => {
  it('resolves a path against the base URL the way requests are sent', () => {
    expect(client.url('/docs')).toBe('http://api.test/docs');
    const under = createApiClient({ baseUrl: 'https://example.test/api/' });
    expect(under.url('docs')).toBe('https://example.test/api/docs');
  });

  it("gives the API's reference page", () => {
    expect(apiReferenceUrl(client)).toBe('http://api.test/docs');
  });
});

describe('query strings', () => {
  it('fills the path and sends the query, skipping undefined values', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(okJson([link]));
    await client.request(listLinks, {
      params: { businessId: 'b 1' },
      query: { q: 'summer sale', count: 28, skip: undefined, link_type: 'LOOK' },
    });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe(
      'http://api.test/admin/v1/links/b%201?q=summer+sale&count=28&link_type=LOOK',
    );
    expect(init?.method).toBe('POST');
  });

  it('leaves the question mark out when every value is undefined', () => {
    expect(toQueryString({ a: undefined, b: null })).toBe('');
    expect(toQueryString({ flag: false, ids: ['1', '2'] })).toBe('?flag=false&ids=1&ids=2');
  });
});

describe('path parameters', () => {
  it('fails before sending when a placeholder has no value', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(
      client.request(listLinks, { params: {} as { businessId: string } }),
    ).rejects.toThrow(/businessId/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('JSON bodies', () => {
  it('sends the body as JSON and returns the parsed data', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(okJson({ available: true }));
    await expect(client.request(validateUsername, { body: { username: 'ann' } })).resolves.toEqual({
      available: true,
    });
    const init = fetchSpy.mock.calls[0]![1]!;
    expect(init.body).toBe('{"username":"ann"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('names the field inside a list when an item breaks the contract', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      okJson([link, { ...link, link_type: 'OTHER' }]),
    );
    const error = await client
      .request(listLinks, { params: { businessId: 'b' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ endpoint: 'listLinks', field: 'data.1.link_type' });
    expect((error as Error).message).toContain('listLinks');
  });

  it('fails with a ContractError when data is null where the schema needs a value', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(okJson(null));
    await expect(client.request(health)).rejects.toMatchObject({
      name: 'ContractError',
      endpoint: 'health',
      field: 'data',
    });
  });

  it('fails with a ContractError when the envelope is missing', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ ok: true }), { status: 200 }),
    );
    await expect(client.request(health)).rejects.toMatchObject({
      name: 'ContractError',
      field: 'status',
    });
  });

  it('fails with a ContractError when the answer is not JSON', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(client.request(health)).rejects.toMatchObject({
      name: 'ContractError',
      endpoint: 'health',
      field: '',
    });
  });
});

describe('multipart uploads', () => {
  it('sends FormData with the file as file_resource and no JSON content type', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(okJson({ url: 'https://cdn.test/a.png' }));
    const file = new Blob(['png'], { type: 'image/png' });
    await expect(
      client.request(uploadFile, { query: { custom_name: 'logo' }, body: { file_resource: file } }),
    ).resolves.toEqual({ url: 'https://cdn.test/a.png' });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/admin/v1/file/upload?custom_name=logo');
    expect(init?.body).toBeInstanceOf(FormData);
    const sent = (init?.body as FormData).get('file_resource');
    expect(sent).toBeInstanceOf(Blob);
    expect(await (sent as Blob).text()).toBe('png');
    expect(Object.keys(init?.headers as Record<string, string>)).not.toContain('Content-Type');
  });

  it('puts a bare Blob under file_resource and other values as text', () => {
    expect(toFormData(new Blob(['x'])).get('file_resource')).toBeInstanceOf(Blob);
    const form = toFormData({ name: 'a', n: 2, skip: undefined, meta: { a: 1 } });
    expect([...form.keys()]).toEqual(['name', 'n', 'meta']);
    expect(form.get('meta')).toBe('{"a":1}');
  });
});

describe('CSV answers', () => {
  const report = {
    params: { username: 'ann' },
    query: { timezone: 'UTC', from_date: '2026-01-01', to_date: '2026-01-31' },
  };

  it('returns the text body', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('date,clicks\n2026-01-01,3\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv' },
      }),
    );
    await expect(client.request(influencerReport, report)).resolves.toBe(
      'date,clicks\n2026-01-01,3\n',
    );
    expect(String(fetchSpy.mock.calls[0]![0])).toBe(
      'http://api.test/admin/v1/influencers/ann/report?timezone=UTC&from_date=2026-01-01&to_date=2026-01-31',
    );
  });

  it('still throws HttpError on a non-2xx answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 404 }));
    await expect(client.request(influencerReport, report)).rejects.toEqual(new HttpError(404));
  });
});

describe('timeouts', () => {
  it('fails after the default 20 000 ms', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const outcome = vi.fn();
    const pending = createApiClient({ baseUrl: 'http://api.test' }).request(health).catch(outcome);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(outcome).toHaveBeenCalledWith(new TimeoutError());
    expect(outcome.mock.calls[0]![0].message).toBe('Request timed-out, please try again later');
  });

  it("honours the endpoint's own timeoutMs", async () => {
    vi.useFakeTimers();
    hangingFetch();
    const outcome = vi.fn();
    const pending = client
      .request(uploadFile, { body: { file_resource: new Blob(['x']) } })
      .catch(outcome);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(40_000);
    await pending;
    expect(outcome).toHaveBeenCalledWith(new TimeoutError());
  });

  it('lets one call set its own timeout', async () => {
    hangingFetch();
    const slowEndpoint = defineEndpoint({
      name: 'slow',
      summary: 'Slow',
      access: 'public',
      method: 'GET',
      path: '/slow',
      timeoutMs: 60_000,
      response: v.unknown(),
    });
    await expect(client.request(slowEndpoint, { timeoutMs: 5 })).rejects.toEqual(
      new TimeoutError(),
    );
  });
});

describe('cancellation', () => {
  it('rejects with the abort reason when the signal aborts, not with a timeout', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = client.request(health, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('does not call fetch when the signal is already aborted', async () => {
    const fetchSpy = hangingFetch();
    await expect(client.request(health, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('request types', () => {
  it('infers params, query, body and response from the endpoint', () => {
    // Only type-checked: the calls below are never run.
    const typed = async () => {
      expectTypeOf(await client.request(health)).toEqualTypeOf<{ service: string; ok: true }>();
      const links = await client.request(listLinks, {
        params: { businessId: 'b' },
        query: { q: 'x' },
      });
      expectTypeOf(links[0]!.link_id).toEqualTypeOf<string>();
      expectTypeOf(await client.request(influencerReport, report())).toEqualTypeOf<string>();
      await client.request(verifySession);
      // @ts-expect-error the path parameters are required
      await client.request(listLinks);
      // @ts-expect-error an unknown query key
      await client.request(listLinks, { params: { businessId: 'b' }, query: { nope: 1 } });
      // @ts-expect-error the body is required
      await client.request(createLink, {});
      // @ts-expect-error health takes no body
      await client.request(health, { body: { a: 1 } });
    };
    const report = () => ({
      params: { username: 'u' },
      query: { timezone: 'UTC', from_date: 'a', to_date: 'b' },
    });
    expect(typed).toBeTypeOf('function');
  });
});
