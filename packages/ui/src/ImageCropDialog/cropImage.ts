/** A rectangle of the source image, in its own pixels. */
export interface CropPixels {
  /** The left edge in the image, in px from its left side. */
  x: number;
  /** The top edge in the image, in px from its top. */
  y: number;
  /** The width, in px. */
  width: number;
  /** The height, in px. */
  height: number;
}

/** How to encode a crop. */
export interface CropOutput {
  /** The image type: PNG by default. */
  type?: string;
  /** The encoder quality, for lossy types: 0.95 by default. */
  quality?: number;
  /** Downscales (never upscales) so the result fits this width, in px. */
  maxWidth?: number;
  /** Downscales (never upscales) so the result fits this height, in px. */
  maxHeight?: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be loaded.'));
    image.src = src;
  });
}

/**
 * Cuts `area` out of the image at `src` and encodes it as a Blob (PNG at 0.95 by default),
 * downscaled to fit `maxWidth` × `maxHeight` when given. Rejects when the image cannot be
 * loaded or encoded (a cross-origin image without CORS, a browser without canvas).
 */
export async function cropImage(
  src: string,
  area: CropPixels,
  { type = 'image/png', quality = 0.95, maxWidth, maxHeight }: CropOutput = {},
): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(
    1,
    maxWidth != null ? maxWidth / area.width : 1,
    maxHeight != null ? maxHeight / area.height : 1,
  );
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (context == null) throw new Error('This browser cannot crop images.');
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob != null ? resolve(blob) : reject(new Error('The crop could not be encoded.')),
      type,
      quality,
    );
  });
}
