import { LIMITS } from './constants';

/** Magic Store messages, as the spec quotes them (content.md §8). */
export const MEDIA_MESSAGES = {
  fileTooLarge: 'File is too large! Please select a file under 150MB.',
  imageTooLarge: 'Image file is too large! Please select an image under 10MB.',
  unsupported: (type: string): string => `Media type ${type} is not supported.`,
} as const;

/**
 * A Magic Store file check (content.md §8, §9): images (jpeg, png, gif, webp, svg) up to 10 MB and
 * mp4, quicktime, webm or ogg video up to 150 MB, where 1 MB is 1024 × 1024 bytes and a file exactly
 * at the limit passes; the type is checked first. A missing size counts as 0.
 */
export function validateMediaFile(f: {
  type: string;
  size: number;
}): { ok: true } | { ok: false; message: string } {
  const type = f.type.toLowerCase();
  const size = Number.isFinite(f.size) ? f.size : 0;
  const isImage = (LIMITS.magicStoreImageTypes as readonly string[]).includes(type);
  const isVideo = (LIMITS.magicStoreVideoTypes as readonly string[]).includes(type);
  if (!isImage && !isVideo)
    return { ok: false, message: MEDIA_MESSAGES.unsupported(f.type || 'unknown') };
  if (size > LIMITS.magicStoreFileMaxBytes)
    return { ok: false, message: MEDIA_MESSAGES.fileTooLarge };
  if (isImage && size > LIMITS.magicStoreImageMaxBytes)
    return { ok: false, message: MEDIA_MESSAGES.imageTooLarge };
  return { ok: true };
}

/** Non-JPEG images are converted to JPEG (quality 0.92) before upload; videos and JPEGs go as they are (content.md §4). */
export function needsJpegConversion(type: string): boolean {
  const t = type.toLowerCase();
  return t.startsWith('image/') && t !== 'image/jpeg' && t !== 'image/jpg';
}

/**
 * A file name safe as a storage key (content.md §9): spaces turned to underscores, characters
 * outside letters, digits, dot, underscore and hyphen removed (ASCII letters).
 */
export function safeFilename(name: string): string {
  return name.replace(/ /g, '_').replace(/[^A-Za-z0-9._-]/g, '');
}

/**
 * The Magic Store file name the dashboard uploads under (content.md §9): `safeFilename` prefixed
 * with the timestamp of `now` in ms and an underscore.
 */
export function magicStoreFilename(name: string, now: Date): string {
  return `${now.getTime()}_${safeFilename(name)}`;
}

/** Compression job states as the server reports them (content.md §4). */
export type CompressionStatus = 'done' | 'failed' | 'pending';

/** A compression status read (content.md §4): COMPLETE is done, ERROR and FAILED fail, anything else keeps polling. */
export function compressionStatus(jobStatus: string): CompressionStatus {
  const s = jobStatus.trim().toUpperCase();
  if (s === 'COMPLETE') return 'done';
  if (s === 'ERROR' || s === 'FAILED') return 'failed';
  return 'pending';
}

/** Whether to poll again after `tries` pending answers: at most 30 tries, then the flow fails as timed out (content.md §4, §9). */
export function shouldPollAgain(tries: number): boolean {
  return tries < LIMITS.magicStorePollTries;
}

/** Logo uploads accept jpeg, png and webp (.jpg too) (platform.md §5). */
export function isAcceptedLogoType(type: string): boolean {
  const t = type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : type.toLowerCase();
  return (LIMITS.logoMimeTypes as readonly string[]).includes(t);
}

/** A file name whose extension is one of the spec's image or video formats (platform.md §9, content.md §9). */
export function mediaKindOf(filename: string): 'image' | 'video' | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  if ((LIMITS.imageExtensions as readonly string[]).includes(ext)) return 'image';
  if ((LIMITS.videoExtensions as readonly string[]).includes(ext)) return 'video';
  return null;
}
