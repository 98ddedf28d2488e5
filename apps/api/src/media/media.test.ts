import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { businesses } from '../db/schema';
import { jobs } from '../db/store.schema';
import { SEED } from '../seed';
import { TINY_PNG } from '../test/cases.store';
import {
  apiCalls,
  bearer,
  demoAdminToken,
  type Envelope,
  sharedTestDatabase,
  testApp,
} from '../test/setup';
import { UPLOAD_MAX_BYTES } from './routes';

const database = sharedTestDatabase();
const app = () => testApp(database());
const DEMO = SEED.demo.businessId;

const adminToken = () => demoAdminToken(database());
const { post } = apiCalls(app);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);

async function upload(file: File, token: string) {
  const form = new FormData();
  form.append('file_resource', file);
  const response = await app().request('/admin/v1/file/upload?custom_name=my logo.png', {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Envelope<{ url: string }> };
}

describe('file upload', () => {
  it('stores an image and serves it back with its type', async () => {
    const token = await adminToken();
    const { status, body } = await upload(new File([TINY_PNG], 'x.png'), token);
    expect(status).toBe(200);
    const url = new URL(body.data.url);
    expect(url.pathname).toMatch(/\/files\/[0-9a-f-]{36}\/my_logo\.png$/);
    const served = await app().request(url.pathname);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Link pages on another origin show it.
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(TINY_PNG);
  });

  it('reads a body whose boundary has capitals, as browsers write it', async () => {
    const token = await adminToken();
    const boundary = '----WebKitFormBoundaryLrzaAi3sXVwQKrS3';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file_resource"; filename="blob"\r\nContent-Type: image/png\r\n\r\n`;
    const body = new Blob([head, TINY_PNG, `\r\n--${boundary}--\r\n`]);
    const response = await app().request('/admin/v1/file/upload', {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(200);
  });

  it('refuses what is not an image, whatever its name says', async () => {
    const token = await adminToken();
    const { status, body } = await upload(
      new File(['<script>alert(1)</script>'], 'evil.png', { type: 'image/png' }),
      token,
    );
    expect(status).toBe(415);
    expect(body.error).toBe('Only JPEG, PNG, GIF and WebP images can be uploaded');
  });

  it('refuses an image over 10 MB with 413', async () => {
    const token = await adminToken();
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(TINY_PNG);
    const { status, body } = await upload(new File([big], 'big.png'), token);
    expect(status).toBe(413);
    expect(body.error).toBe('Image file is too large! Please select an image under 10MB.');
  });

  it('stops reading a body sent without a length once it passes the limit', async () => {
    const token = await adminToken();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 30) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await app().request('/admin/v1/file/upload', {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(30);
  });

  it('refuses a JSON body and a form without the file field', async () => {
    const token = await adminToken();
    const json = await post('/admin/v1/file/upload', { file_resource: 'x' }, token);
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('other', 'x');
    const response = await app().request('/admin/v1/file/upload', {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    expect(response.status).toBe(400);
  });
});

describe('Magic Store media', () => {
  it('accepts one signed PUT, compresses in a few seconds and finds store products', async () => {
    const token = await adminToken();
    const signed = await post<{ presigned_url: string; destination_url: string }>(
      '/admin/v1/media/presigned-url',
      { filename: '1714564800000_my look.jpg', content_type: 'image/jpeg' },
      token,
    );
    expect(signed.status).toBe(200);
    const target = new URL(signed.body.data.presigned_url);
    const destination = new URL(signed.body.data.destination_url);
    // The dashboard's timestamp prefix is kept, not doubled; the name is only made safe.
    expect(destination.pathname).toMatch(/\/1714564800000_my_look\.jpg$/);

    const beforeUpload = await post(
      '/admin/v1/media/trigger-compression',
      {
        file_url: signed.body.data.destination_url,
      },
      token,
    );
    expect(beforeUpload.status).toBe(409);

    const forged = await app().request(
      `${target.pathname}?expires=${target.searchParams.get('expires')}&signature=forged`,
      { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: JPEG },
    );
    expect(forged.status).toBe(403);
    const wrongType = await app().request(target.pathname + target.search, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: JPEG,
    });
    expect(wrongType.status).toBe(415);
    const put = await app().request(target.pathname + target.search, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: JPEG,
    });
    expect(put.status).toBe(200);
    const reuse = await app().request(target.pathname + target.search, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: JPEG,
    });
    expect(reuse.status).toBe(409);
    const served = await app().request(destination.pathname);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);

    const job = await post<{ job_id: string; media_url: string }>(
      '/admin/v1/media/trigger-compression',
      { file_url: signed.body.data.destination_url },
      token,
    );
    const status = () =>
      post<{ job_status: string }>(
        '/admin/v1/media/check-compression-status',
        { job_id: job.body.data.job_id },
        token,
      );
    expect((await status()).body.data.job_status).toBe('RUNNING');
    await database()
      .db.update(jobs)
      .set({ completesAt: new Date(Date.now() - 1) })
      .where(eq(jobs.id, job.body.data.job_id));
    expect((await status()).body.data.job_status).toBe('COMPLETE');

    const search = await post<{
      selected_products: { product_id: string }[];
      product_tag_result_ids: string[];
    }>('/admin/v1/products/media/search/url', { media_url: job.body.data.media_url }, token);
    expect(search.body.data.selected_products.length).toBeGreaterThanOrEqual(3);
    expect(search.body.data.product_tag_result_ids).toEqual(
      search.body.data.selected_products.map((p) => p.product_id),
    );
    const again = await post<{ product_tag_result_ids: string[] }>(
      '/admin/v1/products/media/search/url',
      { media_url: job.body.data.media_url },
      token,
    );
    expect(again.body.data.product_tag_result_ids).toEqual(search.body.data.product_tag_result_ids);
  });

  it('refuses unsupported media types with the spec message and free plans with 403', async () => {
    const token = await adminToken();
    const pdf = await post(
      '/admin/v1/media/presigned-url',
      { filename: 'doc.pdf', content_type: 'application/pdf' },
      token,
    );
    expect(pdf.status).toBe(415);
    expect(pdf.body.error).toBe('Media type application/pdf is not supported.');
    await database()
      .db.update(businesses)
      .set({ subscriptionPlan: 'FREE' })
      .where(eq(businesses.id, DEMO));
    const free = await post(
      '/admin/v1/media/presigned-url',
      { filename: 'a.jpg', content_type: 'image/jpeg' },
      token,
    );
    expect(free.status).toBe(403);
    await database()
      .db.update(businesses)
      .set({ subscriptionPlan: 'BUSINESS' })
      .where(eq(businesses.id, DEMO));
  });

  it('refuses an influencer on every media call, even one allowed to create links', async () => {
    // maya holds every permission, allow_creating_and_editing_links included (seed).
    const maya = await createSession(database().db, {
      businessId: DEMO,
      influencerId: SEED.maya.influencerId,
    });
    const signed = await post<{ destination_url: string }>(
      '/admin/v1/media/presigned-url',
      { filename: 'a.jpg', content_type: 'image/jpeg' },
      await adminToken(),
    );
    const calls: [string, unknown][] = [
      ['/admin/v1/media/presigned-url', { filename: 'a.jpg', content_type: 'image/jpeg' }],
      ['/admin/v1/media/trigger-compression', { file_url: signed.body.data.destination_url }],
      ['/admin/v1/media/check-compression-status', { job_id: 'job-1' }],
      ['/admin/v1/products/media/search/url', { media_url: signed.body.data.destination_url }],
    ];
    for (const [path, body] of calls) {
      const answer = await post(path, body, maya);
      expect({ path, status: answer.status, error: answer.body.error }).toEqual({
        path,
        status: 403,
        error: 'Only the merchant admin can do this',
      });
    }
  });

  it('draws the same demo image for the same name', async () => {
    const a = await (await app().request('/media/demo/product/demo-1-navy.svg')).text();
    const b = await (await app().request('/media/demo/product/demo-1-navy.svg')).text();
    expect(a).toBe(b);
    expect(a).toContain('#1F2A44');
    expect((await app().request('/media/demo/other/x.svg')).status).toBe(404);
  });
});
