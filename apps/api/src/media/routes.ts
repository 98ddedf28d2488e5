/**
 * Files: multipart uploads (images only, 10 MB, stored on disk and served back) and the Magic
 * Store media flow (content.md §4, §7): an HMAC-signed upload URL accepting one PUT (images up to
 * 10 MB, videos up to 150 MB), a compression job that completes after a few seconds, and a media
 * product search answering store products.
 */
import {
  checkCompressionStatus,
  mediaPresignedUrl,
  mediaProductSearch,
  triggerCompression,
  uploadFile,
} from '@shoppable/api-contract';
import { LIMITS, MEDIA_MESSAGES, safeFilename, validateMediaFile } from '@shoppable/domain';
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { requireAdmin, requirePermission } from '../auth/access';
import { authenticate } from '../auth/session';
import { apiRoot, type Db } from '../db/client';
import { businesses } from '../db/schema';
import { jobs, products, uploads } from '../db/store.schema';
import { ApiError, fail, ok, readAtMost, route } from '../http';
import { createJob, jobStatus } from '../store/jobs';
import { productsByIds } from '../store/catalog';
import { publicUrl } from './images';

/** Image types the upload endpoint accepts, with their leading bytes. */
const IMAGE_SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/gif': (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46,
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
};

/** The largest upload (images: 10 MB, content.md §9). */
export const UPLOAD_MAX_BYTES = LIMITS.magicStoreImageMaxBytes;
/** Signed media URLs are valid this long. */
export const SIGNED_URL_TTL_MS = 15 * 60 * 1000;
/** A compression job completes this long after it starts. */
export const COMPRESSION_MS = 4000;

/** Where files are stored: `UPLOADS_DIR`, a temp folder for in-memory databases, else `.data/uploads`. */
export function uploadsDir(): string {
  const configured = process.env.UPLOADS_DIR?.trim();
  const dir = configured
    ? configured
    : process.env.DATABASE_URL?.trim() === 'memory://' || process.env.VITEST
      ? join(tmpdir(), `shoppable-uploads-${process.pid}`)
      : join(apiRoot(), '.data', 'uploads');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The HMAC key of signed media URLs: `MEDIA_SIGNING_KEY`, else random per process. */
const signingKey = process.env.MEDIA_SIGNING_KEY?.trim() || randomBytes(32).toString('hex');

/** The signature of a media upload: its id, expiry and content type. */
export function signUpload(id: string, expires: number, contentType: string): string {
  return createHmac('sha256', signingKey)
    .update(`${id}\n${expires}\n${contentType}`)
    .digest('base64url');
}

function validSignature(id: string, expires: number, contentType: string, given: string) {
  const expected = Buffer.from(signUpload(id, expires, contentType));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const fileOf = (row: typeof uploads.$inferSelect) =>
  join(uploadsDir(), `${row.id}.${EXTENSIONS[row.contentType] ?? 'bin'}`);

const mediaUrl = (row: typeof uploads.$inferSelect) =>
  `${publicUrl()}/media/files/${row.id}/${encodeURIComponent(row.filename)}`;

/** Streams a request body to `path`, refusing more than `limit` bytes (413); answers the size. */
async function writeLimited(body: ReadableStream<Uint8Array>, path: string, limit: number) {
  let size = 0;
  const counted = Readable.fromWeb(body as never).on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) counted.destroy(new ApiError(413, 'too large'));
  });
  try {
    await pipeline(counted, createWriteStream(path));
  } catch (error) {
    await unlink(path).catch(() => undefined);
    throw error;
  }
  return size;
}

/** Serves a stored file with its type; never sniffed, cacheable forever (ids are random). */
async function serveFile(c: Context, row: typeof uploads.$inferSelect | undefined) {
  if (!row || row.bytes === null) return c.json(fail('File not found'), 404);
  const path = fileOf(row);
  const info = await stat(path).catch(() => null);
  if (!info) return c.json(fail('File not found'), 404);
  c.header('content-type', row.contentType);
  c.header('content-length', String(info.size));
  c.header('cache-control', 'public, max-age=31536000, immutable');
  c.header('cross-origin-resource-policy', 'cross-origin');
  return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream);
}

/** The signed-in user's media row by its public URL (or 404). */
async function mediaByUrl(db: Db, businessId: string, url: string) {
  const match = /\/media\/files\/([0-9a-f-]{36})\//.exec(url);
  const [row] = match
    ? await db
        .select()
        .from(uploads)
        .where(
          and(
            eq(uploads.id, match[1]!),
            eq(uploads.businessId, businessId),
            eq(uploads.kind, 'media'),
          ),
        )
    : [];
  if (!row) throw new ApiError(404, 'Media not found');
  if (row.bytes === null) throw new ApiError(409, 'The media has not been uploaded yet');
  return row;
}

/** Uploads, served files and the Magic Store media flow. */
export function registerMediaRoutes(app: Hono, db: Db): void {
  route(app, uploadFile, async (c, { query }) => {
    const principal = await authenticate(db, c);
    requirePermission(principal, 'allow_creating_and_editing_links');
    // The boundary is case-sensitive (browsers send `----WebKitFormBoundaryAbC…`): only the
    // media type is compared in lower case, the header is parsed as sent.
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith('multipart/form-data')) {
      throw new ApiError(415, 'Send the file as multipart/form-data in the field "file_resource"');
    }
    // The multipart envelope adds a little over the file itself. The body is read with that
    // bound whatever Content-Length says (a chunked body has none).
    const bound = UPLOAD_MAX_BYTES + 64 * 1024;
    const tooLarge = () =>
      new ApiError(413, 'Image file is too large! Please select an image under 10MB.');
    if (Number(c.req.header('content-length') ?? 0) > bound) throw tooLarge();
    if (!c.req.raw.body) throw new ApiError(400, 'Invalid body: "file_resource" is missing');
    const raw = await readAtMost(c.req.raw.body, bound);
    if (!raw) throw tooLarge();
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    } catch {
      throw new ApiError(400, 'Malformed multipart body');
    }
    const file = form.get('file_resource');
    if (!(file instanceof File))
      throw new ApiError(400, 'Invalid body: "file_resource" is missing');
    const extra = [...form.keys()].find((key) => key !== 'file_resource');
    if (extra) throw new ApiError(400, `Invalid body: unknown field "${extra}"`);
    if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = Object.keys(IMAGE_SIGNATURES).find((t) => IMAGE_SIGNATURES[t]!(bytes));
    if (!contentType) {
      throw new ApiError(415, 'Only JPEG, PNG, GIF and WebP images can be uploaded');
    }
    const name = (query.custom_name ?? file.name ?? 'upload')
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .slice(0, 100);
    const [row] = await db
      .insert(uploads)
      .values({
        id: randomUUID(),
        businessId: principal.businessId,
        kind: 'file',
        filename: name || 'upload',
        contentType,
        bytes: bytes.byteLength,
      })
      .returning();
    await writeFile(fileOf(row!), bytes);
    return { url: `${publicUrl()}/files/${row!.id}/${encodeURIComponent(row!.filename)}` };
  });

  app.get('/files/:id/:name', async (c) => {
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, c.req.param('id')), eq(uploads.kind, 'file')));
    return serveFile(c, row);
  });

  app.get('/media/files/:id/:name', async (c) => {
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, c.req.param('id')), eq(uploads.kind, 'media')));
    return serveFile(c, row);
  });

  /**
   * Magic Store is for the merchant admin on a paid plan (content.md §6): never an influencer,
   * whatever their permissions (the contract's access check refuses them first; this keeps the
   * handlers safe on their own).
   */
  async function magicStoreUser(c: Context) {
    const principal = await requireAdmin(db, c);
    const [business] = await db
      .select({ plan: businesses.subscriptionPlan })
      .from(businesses)
      .where(eq(businesses.id, principal.businessId));
    if (business?.plan === 'FREE') {
      throw new ApiError(403, 'Magic Store is not available on the free plan');
    }
    return principal;
  }

  route(app, mediaPresignedUrl, async (c, { body }) => {
    const principal = await magicStoreUser(c);
    const contentType = body.content_type.toLowerCase();
    const check = validateMediaFile({ type: contentType, size: 0 });
    if (!check.ok) throw new ApiError(415, check.message);
    const id = randomUUID();
    // The dashboard has already prefixed its timestamp (magicStoreFilename): only made safe here.
    const filename = safeFilename(body.filename).slice(0, 150) || 'media';
    const [row] = await db
      .insert(uploads)
      .values({ id, businessId: principal.businessId, kind: 'media', filename, contentType })
      .returning();
    const expires = Date.now() + SIGNED_URL_TTL_MS;
    const signature = signUpload(id, expires, contentType);
    return {
      presigned_url: `${publicUrl()}/media/upload/${id}?expires=${expires}&signature=${signature}`,
      destination_url: mediaUrl(row!),
    };
  });

  app.put('/media/upload/:id', async (c) => {
    const id = c.req.param('id');
    const expires = Number(c.req.query('expires'));
    const signature = c.req.query('signature') ?? '';
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.kind, 'media')));
    if (
      !row ||
      !Number.isFinite(expires) ||
      expires < Date.now() ||
      !validSignature(id, expires, row.contentType, signature)
    ) {
      return c.json(fail('Invalid or expired upload signature'), 403);
    }
    if (row.bytes !== null) return c.json(fail('This upload URL was already used'), 409);
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== row.contentType) {
      return c.json(fail(`Send the file as ${row.contentType}, as signed`), 415);
    }
    const isImage = row.contentType.startsWith('image/');
    const limit = isImage ? LIMITS.magicStoreImageMaxBytes : LIMITS.magicStoreFileMaxBytes;
    const message = isImage ? MEDIA_MESSAGES.imageTooLarge : MEDIA_MESSAGES.fileTooLarge;
    if (Number(c.req.header('content-length') ?? 0) > limit) return c.json(fail(message), 413);
    if (!c.req.raw.body) return c.json(fail('The upload is empty'), 400);
    let size: number;
    try {
      size = await writeLimited(c.req.raw.body, fileOf(row), limit);
    } catch (error) {
      if (error instanceof ApiError) return c.json(fail(message), 413);
      throw error;
    }
    if (size === 0) return c.json(fail('The upload is empty'), 400);
    await db.update(uploads).set({ bytes: size }).where(eq(uploads.id, id));
    return c.json(ok({ url: mediaUrl(row), bytes: size }));
  });

  route(app, triggerCompression, async (c, { body }) => {
    const principal = await magicStoreUser(c);
    const media = await mediaByUrl(db, principal.businessId, body.file_url);
    const job = await createJob(db, {
      businessId: principal.businessId,
      kind: 'compression',
      durationMs: COMPRESSION_MS,
      payload: { mediaId: media.id },
    });
    return { job_id: job.id, media_url: mediaUrl(media) };
  });

  route(app, checkCompressionStatus, async (c, { body }) => {
    const principal = await magicStoreUser(c);
    const [job] = await db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.id, body.job_id),
          eq(jobs.businessId, principal.businessId),
          eq(jobs.kind, 'compression'),
        ),
      );
    if (!job) throw new ApiError(404, 'Compression job not found');
    return { job_status: jobStatus(job) };
  });

  route(app, mediaProductSearch, async (c, { body }) => {
    const principal = await magicStoreUser(c);
    const media = await mediaByUrl(db, principal.businessId, body.media_url);
    // The simulated vision model: a stable pick of 3 to 8 active, in-stock products per media.
    const seed = Number.parseInt(media.id.replace(/-/g, '').slice(0, 8), 16);
    const candidates = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.businessId, principal.businessId),
          eq(products.status, 'active'),
          sql`exists (select 1 from variants v where v.product_id = ${products.id} and v.stock > 0)`,
        ),
      )
      .orderBy(asc(products.position));
    const picked: string[] = [];
    const wanted = Math.min(candidates.length, 3 + (seed % 6));
    for (let i = 0; picked.length < wanted; i += 1) {
      const id = candidates[(seed + i * 7919) % candidates.length]!.id;
      if (!picked.includes(id)) picked.push(id);
    }
    const found = await productsByIds(db, principal.businessId, picked);
    return {
      selected_products: found,
      product_tag_result_ids: found.map((p) => p.product_id),
    };
  });
}
