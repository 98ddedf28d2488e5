import type { HtmlTagDescriptor } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_VERIFICATION, earlyVerification, withEarlyVerification } from './earlyVerification';

const API = 'http://api.test';
const VERIFY = 'http://api.test/auth/verify';
type Scope = Parameters<typeof withEarlyVerification>[2] & object;

/** Runs the plugin's inline script at `path` and returns the requests it sent. */
function runScriptAt(path: string) {
  const { handler } = earlyVerification(API).transformIndexHtml as {
    handler: () => HtmlTagDescriptor[];
  };
  const [tag] = handler();
  const send = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
  window.history.replaceState(null, '', path);
  new Function(String(tag!.children))();
  return send.mock.calls;
}

afterEach(() => {
  localStorage.clear();
  delete (window as Scope)[EARLY_VERIFICATION];
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the inline session check', () => {
  it('sends the stored token’s check on an /admin page, as the API client does', () => {
    localStorage.setItem('token', 'stored');
    const calls = runScriptAt('/admin/links');
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(url).toBe(VERIFY);
    expect(init).toMatchObject({
      method: 'POST',
      body: '{}',
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer stored',
        'Content-Type': 'application/json',
      },
    });
    expect((window as Scope)[EARLY_VERIFICATION]?.token).toBe('stored');
  });

  it('takes the address’s auth parameter before the stored token', () => {
    localStorage.setItem('token', 'stored');
    const [[, init]] = runScriptAt('/admin/home?auth=fromShopify') as [[string, RequestInit]];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer fromShopify' });
  });

  it('sends nothing without a token, nor off the /admin pages', () => {
    expect(runScriptAt('/admin/home')).toEqual([]);
    localStorage.setItem('token', 'stored');
    for (const path of ['/login', '/register', '/', '/administrator']) {
      expect(runScriptAt(path)).toEqual([]);
    }
    expect((window as Scope)[EARLY_VERIFICATION]).toBeUndefined();
  });
});

describe('withEarlyVerification', () => {
  const verifyInit = (token: string, signal?: AbortSignal): RequestInit => ({
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: '{}',
    signal,
  });
  const early = (token: string, response: Promise<Response>): Scope => ({
    [EARLY_VERIFICATION]: { token, response },
  });

  it('answers the first check of the same token with the inline request, once', async () => {
    const answer = Response.json({ status: true });
    const scope = early('t', Promise.resolve(answer));
    const send = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ again: true }));
    const fetchWith = withEarlyVerification(API, send, scope);
    await expect(fetchWith(new URL(VERIFY), verifyInit('t'))).resolves.toBe(answer);
    expect(send).not.toHaveBeenCalled();
    // A later check (a refresh, after a settings change) asks the server again.
    await fetchWith(new URL(VERIFY), verifyInit('t'));
    expect(send).toHaveBeenCalledOnce();
  });

  it('sends its own check for another token, and never takes the inline one after', async () => {
    const scope = early('old', Promise.resolve(Response.json({})));
    const send = vi.fn<typeof fetch>().mockResolvedValue(Response.json({}));
    const fetchWith = withEarlyVerification(API, send, scope);
    await fetchWith(new URL(VERIFY), verifyInit('new'));
    await fetchWith(new URL(VERIFY), verifyInit('old'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends every other request itself', async () => {
    const scope = early('t', Promise.resolve(Response.json({})));
    const send = vi.fn<typeof fetch>().mockResolvedValue(Response.json({}));
    await withEarlyVerification(API, send, scope)(new URL(`${API}/health`), { method: 'GET' });
    expect(send).toHaveBeenCalledOnce();
    expect(scope[EARLY_VERIFICATION]).toBeDefined();
  });

  it('still ends with the client’s timeout or cancellation', async () => {
    const scope = early('t', new Promise<Response>(() => {}));
    const controller = new AbortController();
    const answer = withEarlyVerification(
      API,
      fetch,
      scope,
    )(new URL(VERIFY), verifyInit('t', controller.signal));
    controller.abort(new Error('Request timed-out, please try again later'));
    await expect(answer).rejects.toThrow('Request timed-out, please try again later');
  });
});
