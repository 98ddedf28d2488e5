import { lazyComponent } from '../lazyComponent';
import type { ImageCropDialogProps } from './ImageCropDialog';

/** ImageCropDialog for apps: its code, with the cropper, loads when the browser is idle or it opens. */
export const ImageCropDialog = lazyComponent<ImageCropDialogProps>(
  () => import('./ImageCropDialog').then((module) => module.ImageCropDialog),
  { overlay: true },
);
