import { TIMINGS } from '@shoppable/domain';
import { HttpError, TimeoutError } from './errors';

/** How long an upload may take before it fails with `TimeoutError`. */
export const UPLOAD_TIMEOUT_MS: number = TIMINGS.uploadTimeout;

/** Progress of an upload: bytes sent, bytes in all, and the rounded percentage. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (the file's size when the browser cannot tell). */
  total: number;
  /** `loaded / total` as a whole percentage, 0 to 100. */
  percent: number;
}

/** Options of `uploadWithProgress`. */
export interface UploadOptions {
  /** `PUT` sends the file as the raw body (presigned URLs); `POST` sends a multipart form. */
  method: 'PUT' | 'POST';
  /** Called on every upload progress event. */
  onProgress?: (progress: UploadProgress) => void;
  /** Cancels the upload; the promise rejects with the signal's reason (an `AbortError`). */
  signal?: AbortSignal;
  /** Fails with `TimeoutError` after this many ms; defaults to `UPLOAD_TIMEOUT_MS` (60 000). */
  timeoutMs?: number;
  /** Extra request headers, e.g. `Authorization` for the API's own upload endpoint. */
  headers?: Record<string, string>;
  /** The form field of the file for `POST`; defaults to `file_resource`. */
  fieldName?: string;
}

/**
 * Uploads `file` to `url` on XMLHttpRequest (fetch reports no upload progress). Resolves with
 * the response text on a 2xx answer; rejects with `HttpError`, `TimeoutError`, the abort reason,
 * or a `TypeError` on a network failure.
 *
 * `PUT` sends the file itself with its own `Content-Type` (what a presigned URL expects);
 * `POST` sends a multipart form with the file under `fieldName`, or `file` itself when it is
 * already a `FormData`.
 */
export function uploadWithProgress(
  url: string,
  file: Blob | FormData,
  options: UploadOptions,
): Promise<string> {
  const {
    method,
    onProgress,
    signal,
    timeoutMs = UPLOAD_TIMEOUT_MS,
    headers = {},
    fieldName = 'file_resource',
  } = options;
  return new Promise<string>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const cancel = (reason: unknown) =>
      finish(() => {
        xhr.abort();
        reject(reason);
      });
    const onAbort = () => cancel(signal?.reason);
    const timer = setTimeout(() => cancel(new TimeoutError()), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });

    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total =
        event.lengthComputable && event.total > 0
          ? event.total
          : file instanceof Blob
            ? file.size
            : 0;
      const percent = total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0;
      onProgress?.({ loaded: event.loaded, total, percent });
    };
    xhr.onload = () =>
      finish(() => {
        if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.responseText);
        else reject(new HttpError(xhr.status));
      });
    xhr.onerror = () => finish(() => reject(new TypeError(`Upload to ${url} failed`)));
    xhr.onabort = () =>
      finish(() => reject(new DOMException('The upload was aborted', 'AbortError')));

    if (file instanceof FormData) {
      xhr.send(file);
    } else if (method === 'PUT') {
      if (file.type) xhr.setRequestHeader('Content-Type', file.type);
      xhr.send(file);
    } else {
      const form = new FormData();
      form.append(fieldName, file);
      xhr.send(form);
    }
  });
}
