export { cropZoom, ImageCropDialog } from './ImageCropDialog';
export type { ImageCropDialogProps } from './ImageCropDialog';
export { cropImage } from './cropImage';
export type { CropOutput, CropPixels } from './cropImage';
export { cropAspectRatios, cropVariants } from './imageCropVariants';
