import { LIMITS } from '@shoppable/domain';

/** Resolves once `target` fires `event`; rejects on `error` or when `signal` aborts. */
function once(target: HTMLElement, event: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      target.removeEventListener(event, onEvent);
      target.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
    };
    const onEvent = () => {
      done();
      resolve();
    };
    const onError = () => {
      done();
      reject(new Error(`The media could not be read (${event})`));
    };
    const onAbort = () => {
      done();
      reject(signal?.reason);
    };
    target.addEventListener(event, onEvent, { once: true });
    target.addEventListener('error', onError, { once: true });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Draws `source` on a white canvas of its size and encodes it as JPEG at quality 0.92. */
function canvasJpeg(source: CanvasImageSource, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas to convert the media'));
  // JPEG has no transparency: a transparent PNG's background becomes white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The media could not be encoded'))),
      'image/jpeg',
      LIMITS.magicStoreJpegQuality,
    ),
  );
}

/** An image of another type converted to JPEG at quality 0.92 in the browser (content.md §4). */
export async function imageToJpeg(file: Blob, signal?: AbortSignal): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    const loaded = once(image, 'load', signal);
    image.src = url;
    await loaded;
    // An SVG without a size of its own is drawn at 1024 px.
    return await canvasJpeg(image, image.naturalWidth || 1024, image.naturalHeight || 1024);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The first frame of a video as a JPEG: the cover of a video's Instant (link pages show images). */
export async function videoPoster(file: Blob, signal?: AbortSignal): Promise<Blob> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  try {
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    const loaded = once(video, 'loadeddata', signal);
    video.src = url;
    await loaded;
    return await canvasJpeg(video, video.videoWidth, video.videoHeight);
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

/** `photo.png` → `photo.jpg`: the name of a converted image. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '');
  return `${base || 'media'}.jpg`;
}
