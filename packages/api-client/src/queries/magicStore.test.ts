import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, HttpError } from '../errors';
import { MOCK_UPLOAD_ORIGIN, mockHandlers } from '../mocks/handlers';
import { createApiClient } from '../transport';
import { magicStoreCalls } from './magicStore';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const calls = magicStoreCalls(createApiClient({ baseUrl, getToken: () => 'mock-token' }));
const ok = (data: unknown) => HttpResponse.json({ status: true, data, error: null });

describe('magicStoreCalls', () => {
  it('runs the media flow against the mocks: presign, PUT, compress, status, search', async () => {
    server.use(...mockHandlers(baseUrl));
    const signed = await calls.presign({ filename: '1_look.jpg', contentType: 'image/jpeg' });
    expect(signed).toEqual({
      presignedUrl: `${MOCK_UPLOAD_ORIGIN}/1_look.jpg?signature=mock`,
      fileUrl: 'https://cdn.shoppable.test/media/1_look.jpg',
    });
    await calls.upload(signed.presignedUrl, new Blob(['x'], { type: 'image/jpeg' }), () => {});
    const job = await calls.compress(signed.fileUrl);
    expect(job).toEqual({ jobId: 'job_0001', mediaUrl: signed.fileUrl });
    expect(await calls.status('job_0001')).toBe('COMPLETE');
    const products = await calls.search(job.mediaUrl);
    expect(products).toHaveLength(3);
    expect(products[0]).toMatchObject({ id: expect.any(String), title: expect.any(String) });
  });

  it('sends the wire names and reads a compression without a job id as null', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${baseUrl}/admin/v1/media/trigger-compression`, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ media_url: 'https://cdn.test/m.jpg' });
      }),
    );
    expect(await calls.compress('https://cdn.test/f.jpg')).toEqual({
      jobId: null,
      mediaUrl: 'https://cdn.test/m.jpg',
    });
    server.use(
      http.post(`${baseUrl}/admin/v1/media/trigger-compression`, () =>
        ok({ job_id: '', media_url: 'https://cdn.test/m.jpg' }),
      ),
    );
    expect((await calls.compress('https://cdn.test/f.jpg')).jobId).toBeNull();
    expect(bodies).toEqual([{ file_url: 'https://cdn.test/f.jpg' }]);
  });

  it('rejects with the server refusal and with a failed PUT', async () => {
    server.use(
      http.post(`${baseUrl}/admin/v1/media/presigned-url`, () =>
        HttpResponse.json({ status: false, data: null, error: 'Media type x is not supported.' }),
      ),
      http.put(`${MOCK_UPLOAD_ORIGIN}/*`, () => new HttpResponse(null, { status: 403 })),
    );
    await expect(calls.presign({ filename: 'a', contentType: 'x' })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(
      calls.upload(`${MOCK_UPLOAD_ORIGIN}/a.jpg`, new Blob(['x']), () => {}),
    ).rejects.toEqual(new HttpError(403));
  });

  it('aborts a call in flight with its signal', async () => {
    server.use(
      http.post(`${baseUrl}/admin/v1/products/media/search/url`, async () => {
        await new Promise(() => {});
        return ok(null);
      }),
    );
    const controller = new AbortController();
    const pending = calls.search('https://cdn.test/m.jpg', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
