import {
  logClientError,
  magicStoreCalls,
  TimeoutError,
  useUploadImage,
  type ApiClient,
  type Product,
} from '@shoppable/api-client';
import {
  MAGIC_STORE_IDLE,
  magicStoreEffect,
  magicStoreFilename,
  magicStoreTransition,
  needsJpegConversion,
  type MagicStoreEffect,
  type MagicStoreEvent,
  type MagicStoreState,
} from '@shoppable/domain';
import { useEffect, useEffectEvent, useMemo, useReducer, useRef } from 'react';
import { imageToJpeg, jpegName, videoPoster } from './media';

/** What a finished run found: the media, the Instant's cover and the products seen in it. */
export interface MagicStoreResult {
  /** The compressed media's address. */
  mediaUrl: string;
  /**
   * The cover of the Instant: the image itself, or for a video its first frame uploaded as an
   * image (link pages show images); `null` when that frame could not be made.
   */
  coverUrl: string | null;
  /** The store products seen in the media (possibly none). */
  products: Product[];
}

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

const flow = (state: MagicStoreState<Product>, event: MagicStoreEvent<Product>) =>
  magicStoreTransition(state, event);

/**
 * Runs the Magic Store flow (content.md §4) over the domain's state machine: each state's request
 * runs once, with an AbortController that Cancel (or leaving the page) aborts, and its answer goes
 * back as an event; a failure is logged and names its step. When the products are found it makes
 * the cover (step 3, "generating the store") and calls `onFound`.
 */
export function useMagicStore(client: ApiClient, onFound: (result: MagicStoreResult) => void) {
  const calls = useMemo(() => magicStoreCalls(client), [client]);
  const uploadImage = useUploadImage(client);
  const [state, dispatch] = useReducer(flow, MAGIC_STORE_IDLE);
  // The file being turned into a store, and what is uploaded of it (a JPEG for other images).
  const media = useRef<{ file: File; prepared: Blob } | null>(null);

  const perform = async (
    effect: MagicStoreEffect,
    file: { file: File; prepared: Blob },
    signal: AbortSignal,
  ): Promise<MagicStoreEvent<Product>> => {
    switch (effect.kind) {
      case 'presign': {
        const convert = needsJpegConversion(file.file.type);
        file.prepared = convert ? await imageToJpeg(file.file, signal) : file.file;
        const name = convert ? jpegName(file.file.name) : file.file.name;
        const signed = await calls.presign(
          {
            filename: magicStoreFilename(name, new Date()),
            contentType: convert ? 'image/jpeg' : file.file.type,
          },
          signal,
        );
        return { type: 'presigned', ...signed };
      }
      case 'upload':
        await calls.upload(
          effect.presignedUrl,
          file.prepared,
          (progress) => {
            if (!signal.aborted) dispatch({ type: 'progress', percent: progress.percent });
          },
          signal,
        );
        return { type: 'uploaded' };
      case 'compress':
        return { type: 'compression-started', ...(await calls.compress(effect.fileUrl, signal)) };
      case 'poll':
        await sleep(effect.delayMs, signal);
        return { type: 'polled', jobStatus: await calls.status(effect.jobId, signal) };
      case 'search':
        return { type: 'found', products: await calls.search(effect.mediaUrl, signal) };
    }
  };

  /** Step 3: the cover (a video's first frame, uploaded), then the editor. */
  const generate = async (
    done: Extract<MagicStoreState<Product>, { status: 'done' }>,
    file: File,
    signal: AbortSignal,
  ) => {
    let coverUrl: string | null = done.mediaUrl;
    if (file.type.startsWith('video/')) {
      try {
        const poster = await videoPoster(file, signal);
        coverUrl = await uploadImage.mutateAsync({ file: poster, signal });
      } catch (error) {
        if (signal.aborted) return;
        // The Instant still opens, without a cover: the merchant can add one in the editor.
        logClientError(`magic store video cover failed: ${String(error)}`);
        coverUrl = null;
      }
    }
    if (signal.aborted) return;
    onFound({ mediaUrl: done.mediaUrl, coverUrl, products: [...done.products] });
    dispatch({ type: 'cancel' });
  };

  const run = useEffectEvent(async (signal: AbortSignal) => {
    const file = media.current;
    if (!file) return;
    if (state.status === 'done') {
      await generate(state, file.file, signal);
      return;
    }
    const effect = magicStoreEffect(state);
    if (!effect) return;
    try {
      const event = await perform(effect, file, signal);
      if (!signal.aborted) dispatch(event);
    } catch (error) {
      if (signal.aborted) return;
      logClientError(`magic store ${effect.kind} failed: ${String(error)}`);
      dispatch({ type: 'failed', timedOut: error instanceof TimeoutError });
    }
  });

  // One request per key: a new key (the next step, the next poll, a retry) starts it; Cancel
  // (the key goes away) or unmounting aborts the one in flight.
  const key =
    state.status === 'done' ? `generate:${state.mediaUrl}` : (magicStoreEffect(state)?.key ?? null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [key]);

  return {
    /** Where the flow is. */
    state,
    /** Starts the flow with a file that passed `validateMediaFile`. */
    start: (file: File) => {
      media.current = { file, prepared: file };
      dispatch({ type: 'start' });
    },
    /** Aborts the request in flight and goes back to idle. */
    cancel: () => dispatch({ type: 'cancel' }),
    /** Resumes a failed run at its failed step. */
    retry: () => dispatch({ type: 'retry' }),
  };
}
