import { lazyDialog } from '../lazyDialog';
import type { QrCodeDialogProps } from './QrCodeDialog';

/** QrCodeDialog, whose code (with the `qrcode` encoder) loads when it first opens (#18, #19). */
export const LazyQrCodeDialog = lazyDialog<QrCodeDialogProps>(() =>
  import('./QrCodeDialog').then((module) => module.QrCodeDialog),
);
