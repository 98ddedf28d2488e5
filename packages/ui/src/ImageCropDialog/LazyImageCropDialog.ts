import { lazyDialog } from '../lazyDialog';
import type { ImageCropDialogProps } from './ImageCropDialog';

/** ImageCropDialog, whose code (with react-aria's slider) loads when it first opens. */
export const LazyImageCropDialog = lazyDialog<ImageCropDialogProps>(() =>
  import('./ImageCropDialog').then((module) => module.ImageCropDialog),
);
