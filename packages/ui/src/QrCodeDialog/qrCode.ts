import { QR_LOGO_SHARE } from '@shoppable/domain';
import { toString as qrToString } from 'qrcode';

/** The side of a downloaded or copied PNG, in pixels. */
export const QR_PNG_SIZE = 1024;

/** The quiet zone around a code, in modules (the standard's four). */
export const QR_MARGIN = 4;

/** Where the logo sits on a code whose side (quiet zone included) is `side` units long. */
export function qrLogoBox(side: number): { x: number; y: number; side: number } {
  const box = side * QR_LOGO_SHARE;
  return { x: (side - box) / 2, y: (side - box) / 2, side: box };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A QR code of `text` as an SVG document: error correction level H (it survives the logo), dark
 * modules in `color` on white, and `logo` (a data: address, so the file stands alone) on a white
 * square in the centre when given.
 */
export async function qrSvg(text: string, color: string, logo?: string | null): Promise<string> {
  const svg = await qrToString(text, {
    type: 'svg',
    errorCorrectionLevel: 'H',
    margin: QR_MARGIN,
    color: { dark: color, light: '#ffffff' },
  });
  const side = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  if (logo == null || !Number.isFinite(side)) return svg.trim();
  const box = qrLogoBox(side);
  const pad = box.side * 0.08;
  const logoMarkup =
    `<rect x="${box.x}" y="${box.y}" width="${box.side}" height="${box.side}" fill="#ffffff"/>` +
    `<image href="${escapeAttribute(logo)}" x="${box.x + pad}" y="${box.y + pad}" ` +
    `width="${box.side - 2 * pad}" height="${box.side - 2 * pad}" preserveAspectRatio="xMidYMid meet"/>`;
  return svg.trim().replace(/<\/svg>$/, `${logoMarkup}</svg>`);
}

/** An SVG document as a data: address, for an `<img>` or a canvas. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Reads an image address into a data: address (for a logo inside a standalone SVG). */
export async function imageDataUrl(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The image answered ${response.status}`);
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** Draws an SVG document on a `size`-pixel square canvas and answers it as a PNG (in the browser). */
export async function svgToPng(svg: string, size = QR_PNG_SIZE): Promise<Blob> {
  const image = new Image();
  image.src = svgDataUrl(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The canvas cannot draw');
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made'))),
      'image/png',
    ),
  );
}

/** Whether this browser can put an image on the clipboard (Clipboard API with ClipboardItem). */
export function canCopyImages(): boolean {
  return (
    typeof ClipboardItem !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.clipboard?.write === 'function'
  );
}

/** Saves a blob as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has been handled: Safari reads the address asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
