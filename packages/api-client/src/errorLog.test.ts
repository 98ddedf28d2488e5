import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearClientErrorLog,
  clientErrorLog,
  commitClientErrorLog,
  logClientError,
} from './errorLog';
import { createApiClient } from './transport';

beforeEach(() => clearClientErrorLog());

describe('client error log', () => {
  it('keeps lines in order', () => {
    logClientError('a');
    logClientError('b');
    expect(clientErrorLog()).toEqual(['a', 'b']);
  });

  it('keeps only the last 50 lines', () => {
    for (let i = 1; i <= 60; i += 1) logClientError(`line ${i}`);
    const log = clientErrorLog();
    expect(log).toHaveLength(50);
    expect(log[0]).toBe('line 11');
    expect(log.at(-1)).toBe('line 60');
  });

  it('returns a copy the caller cannot change', () => {
    logClientError('a');
    clientErrorLog().push('b');
    expect(clientErrorLog()).toEqual(['a']);
  });

  it('commits the lines with POST /api/logs/commit and empties the log', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ status: true, data: null, error: null }), { status: 200 }),
      );
    logClientError('boom');
    await commitClientErrorLog(
      createApiClient({ baseUrl: 'http://api.test', getToken: () => null }),
      { storeId: 's1' },
    );
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/api/logs/commit');
    expect(JSON.parse(String(init?.body))).toEqual({
      logs: ['boom'],
      store_id: 's1',
      cart_id: null,
    });
    expect(clientErrorLog()).toEqual([]);
  });

  it('keeps the lines logged while the commit was in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    logClientError('old');
    const done = commitClientErrorLog(
      createApiClient({ baseUrl: 'http://api.test', getToken: () => null }),
    );
    logClientError('new');
    answer(
      new Response(JSON.stringify({ status: true, data: null, error: null }), { status: 200 }),
    );
    await done;
    expect(clientErrorLog()).toEqual(['new']);
  });

  it('keeps the log when the commit fails and sends nothing when it is empty', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('', { status: 500 }));
    const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => null });
    await commitClientErrorLog(client);
    expect(fetchSpy).not.toHaveBeenCalled();
    logClientError('boom');
    await expect(commitClientErrorLog(client)).rejects.toMatchObject({
      name: 'HttpError',
      status: 500,
    });
    expect(clientErrorLog()).toEqual(['boom']);
  });
});
