import { health, uploadFile } from '@shoppable/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError, TimeoutError } from './errors';
import { createApiClient } from './transport';
import { uploadWithProgress } from './upload';

/** A stand-in for XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** Test helpers. */
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const xhr = () => FakeXhr.last!;
const file = new Blob(['0123456789'], { type: 'video/mp4' });

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('uploadWithProgress', () => {
  it('PUTs the raw file with its content type and reports progress', async () => {
    const onProgress = vi.fn();
    const done = uploadWithProgress('https://bucket.test/key?sig=1', file, {
      method: 'PUT',
      onProgress,
    });
    expect(xhr()).toMatchObject({
      method: 'PUT',
      url: 'https://bucket.test/key?sig=1',
      body: file,
    });
    expect(xhr().headers['Content-Type']).toBe('video/mp4');
    xhr().progress(5, 10);
    xhr().progress(10, 10);
    xhr().respond(200, 'ok');
    await expect(done).resolves.toBe('ok');
    expect(onProgress.mock.calls).toEqual([
      [{ loaded: 5, total: 10, percent: 50 }],
      [{ loaded: 10, total: 10, percent: 100 }],
    ]);
  });

  it('falls back on the file size when the total is unknown', async () => {
    const onProgress = vi.fn();
    const done = uploadWithProgress('/u', file, { method: 'PUT', onProgress });
    xhr().progress(3, 0, false);
    xhr().respond(204);
    await done;
    expect(onProgress).toHaveBeenCalledWith({ loaded: 3, total: 10, percent: 30 });
  });

  it('POSTs a multipart form with file_resource and the given headers', async () => {
    const done = uploadWithProgress('/admin/v1/file/upload', file, {
      method: 'POST',
      headers: { Authorization: 'Bearer t' },
    });
    expect(xhr().body).toBeInstanceOf(FormData);
    expect((xhr().body as FormData).get('file_resource')).toBeInstanceOf(Blob);
    expect(xhr().headers).toEqual({ Authorization: 'Bearer t' });
    xhr().respond(200, '{"status":true}');
    await expect(done).resolves.toBe('{"status":true}');
  });

  it('rejects with HttpError on a non-2xx answer', async () => {
    const done = uploadWithProgress('/u', file, { method: 'PUT' });
    xhr().respond(403);
    await expect(done).rejects.toEqual(new HttpError(403));
  });

  it('rejects with a TypeError on a network failure', async () => {
    const done = uploadWithProgress('/u', file, { method: 'PUT' });
    xhr().onerror?.();
    await expect(done).rejects.toBeInstanceOf(TypeError);
  });

  it('times out after 60 000 ms by default and aborts the request', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    const done = uploadWithProgress('/u', file, { method: 'PUT' }).catch(outcome);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(outcome).toHaveBeenCalledWith(new TimeoutError());
    expect(xhr().aborted).toBe(true);
  });

  it('rejects with the abort reason and aborts the request when the signal aborts', async () => {
    const controller = new AbortController();
    const done = uploadWithProgress('/u', file, { method: 'PUT', signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr().aborted).toBe(true);
  });

  it('does not start when the signal is already aborted', async () => {
    await expect(
      uploadWithProgress('/u', file, { method: 'PUT', signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.last).toBeUndefined();
  });
});

describe('ApiClient.upload', () => {
  const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'secret' });
  const envelope = (data: unknown, status = true, error: string | null = null) =>
    JSON.stringify({ status, data, error });

  it('POSTs the multipart body with the token, reports progress and parses the answer', async () => {
    const onProgress = vi.fn();
    const done = client.upload(uploadFile, {
      query: { custom_name: 'clip' },
      body: { file_resource: file },
      onProgress,
    });
    expect(xhr()).toMatchObject({
      method: 'POST',
      url: 'http://api.test/admin/v1/file/upload?custom_name=clip',
    });
    expect(xhr().headers.Authorization).toBe('Bearer secret');
    expect(xhr().headers['Content-Type']).toBeUndefined();
    expect((xhr().body as FormData).get('file_resource')).toBeInstanceOf(Blob);
    xhr().progress(4, 10);
    xhr().respond(200, envelope({ url: 'https://cdn.test/clip.mp4' }));
    await expect(done).resolves.toEqual({ url: 'https://cdn.test/clip.mp4' });
    expect(onProgress).toHaveBeenCalledWith({ loaded: 4, total: 10, percent: 40 });
  });

  it('rejects with ApiError on status false and ContractError on a wrong answer', async () => {
    const refused = client.upload(uploadFile, { body: { file_resource: file } });
    xhr().respond(200, envelope(null, false, 'File too large'));
    await expect(refused).rejects.toEqual(new ApiError('File too large'));

    const wrong = client.upload(uploadFile, { body: { file_resource: file } });
    xhr().respond(200, envelope({ link: 'x' }));
    await expect(wrong).rejects.toMatchObject({
      name: 'ContractError',
      endpoint: 'uploadFile',
      field: 'data.url',
    });

    const notJson = client.upload(uploadFile, { body: { file_resource: file } });
    xhr().respond(200, '<html>');
    await expect(notJson).rejects.toMatchObject({
      name: 'ContractError',
      endpoint: 'uploadFile',
      field: '',
    });
  });

  it("uses the endpoint's 60 000 ms timeout", async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    const done = client.upload(uploadFile, { body: { file_resource: file } }).catch(outcome);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(outcome).toHaveBeenCalledWith(new TimeoutError());
  });

  it('only takes multipart endpoints', () => {
    // Only type-checked: never run.
    const typed = () => {
      // @ts-expect-error health is not a multipart endpoint
      void client.upload(health, {});
      // @ts-expect-error the file is required
      void client.upload(uploadFile, { body: {} });
    };
    expect(typed).toBeTypeOf('function');
  });
});
