import { uploadFile } from '@shoppable/api-contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../transport';
import type { UploadProgress } from '../upload';

/** What `useUploadImage` sends: the file and, optionally, a progress listener and an abort signal. */
export interface UploadImageArgs {
  /** The image (a cropped PNG). */
  file: Blob;
  /** Hears the upload's progress. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload. */
  signal?: AbortSignal;
}

/**
 * Uploads an image (`POST /admin/v1/file/upload`, multipart `file_resource`, 60 s timeout) and
 * resolves with the server's address of it, which replaces the local blob: address.
 */
export function useUploadImage(client: ApiClient) {
  return useMutation({
    mutationFn: async ({ file, onProgress, signal }: UploadImageArgs): Promise<string> =>
      (await client.upload(uploadFile, { body: { file_resource: file }, onProgress, signal })).url,
  });
}
