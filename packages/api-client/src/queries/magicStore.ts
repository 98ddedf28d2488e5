import {
  checkCompressionStatus,
  mediaPresignedUrl,
  mediaProductSearch,
  triggerCompression,
} from '@shoppable/api-contract';
import { productFromWire, type Product } from '../mappers/catalog';
import type { ApiClient } from '../transport';
import { uploadWithProgress, type UploadProgress } from '../upload';

/**
 * The Magic Store media calls (content.md §7), one per step of the flow, each cancellable with
 * its `signal`. They are plain calls rather than queries: a run of the flow is driven step by step
 * by the domain's state machine (`magicStoreTransition`), not cached.
 */
export interface MagicStoreCalls {
  /** Asks where to upload `filename` (`POST …/media/presigned-url`): the PUT URL and the file's URL. */
  presign(
    file: { filename: string; contentType: string },
    signal?: AbortSignal,
  ): Promise<{ presignedUrl: string; fileUrl: string }>;
  /** PUTs the file to its presigned URL with its content type, reporting progress (60 s timeout). */
  upload(
    presignedUrl: string,
    file: Blob,
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<void>;
  /** Starts the compression of the uploaded file; `jobId` null when there is nothing to wait for. */
  compress(
    fileUrl: string,
    signal?: AbortSignal,
  ): Promise<{ jobId: string | null; mediaUrl: string }>;
  /** Reads the compression job's status (`COMPLETE`, `ERROR`, `FAILED` or still pending). */
  status(jobId: string, signal?: AbortSignal): Promise<string>;
  /** The store products seen in the media (60 s timeout). */
  search(mediaUrl: string, signal?: AbortSignal): Promise<Product[]>;
}

/** The Magic Store calls over `client`. */
export function magicStoreCalls(client: ApiClient): MagicStoreCalls {
  return {
    presign: async ({ filename, contentType }, signal) => {
      const answer = await client.request(mediaPresignedUrl, {
        body: { filename, content_type: contentType },
        signal,
      });
      return { presignedUrl: answer.presigned_url, fileUrl: answer.destination_url };
    },
    upload: async (presignedUrl, file, onProgress, signal) => {
      await uploadWithProgress(presignedUrl, file, { method: 'PUT', onProgress, signal });
    },
    compress: async (fileUrl, signal) => {
      const answer = await client.request(triggerCompression, {
        body: { file_url: fileUrl },
        signal,
      });
      return { jobId: answer.job_id || null, mediaUrl: answer.media_url };
    },
    status: async (jobId, signal) =>
      (await client.request(checkCompressionStatus, { body: { job_id: jobId }, signal }))
        .job_status,
    search: async (mediaUrl, signal) => {
      const answer = await client.request(mediaProductSearch, {
        body: { media_url: mediaUrl },
        signal,
      });
      return answer.selected_products.map((p) => productFromWire(p));
    },
  };
}
