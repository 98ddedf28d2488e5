import { useState } from 'react';
import Cropper from 'react-easy-crop';
import type { CropPixels } from './cropImage';
import { cropArea, cropContainer } from './ImageCropDialog.css';

/** Props of the lazily loaded crop area. */
export interface CropAreaProps {
  /** The image to crop. */
  src: string;
  /** Width over height of the crop; undefined until the original ratio is known. */
  aspect: number | undefined;
  /** The crop outline's shape. */
  shape: 'rect' | 'round';
  /** The zoom, 1 to 3. */
  zoom: number;
  /** Called when a pinch or the wheel zooms. */
  onZoomChange: (zoom: number) => void;
  /** Called with the image's natural size once it has loaded. */
  onImageSize: (width: number, height: number) => void;
  /** Called with the cropped rectangle in the image's pixels whenever it settles. */
  onCropPixels: (pixels: CropPixels) => void;
  /** The accessible name of the focusable crop outline (arrow keys move the image). */
  label: string;
}

/** The react-easy-crop cropper: drag (or arrow keys) to move, pinch or wheel to zoom. */
export function CropArea({
  src,
  aspect,
  shape,
  zoom,
  onZoomChange,
  onImageSize,
  onCropPixels,
  label,
}: CropAreaProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  return (
    <Cropper
      image={src}
      crop={crop}
      zoom={zoom}
      minZoom={1}
      maxZoom={3}
      aspect={aspect ?? 1}
      cropShape={shape}
      showGrid={shape === 'rect'}
      onCropChange={setCrop}
      onZoomChange={onZoomChange}
      onMediaLoaded={(size) => onImageSize(size.naturalWidth, size.naturalHeight)}
      onCropComplete={(_area, pixels) => onCropPixels(pixels)}
      classes={{ containerClassName: cropContainer, cropAreaClassName: cropArea }}
      cropperProps={{ role: 'group', 'aria-label': label }}
      mediaProps={{ alt: '' }}
    />
  );
}
