export { ImageCropDialog } from './lazy';
export type { ImageCropDialogProps } from './ImageCropDialog';
export { cropImage } from './cropImage';
export type { CropOutput, CropPixels } from './cropImage';
export { cropAspectRatios, cropVariants, cropZoom } from './imageCropVariants';
