import { lazyComponent } from '../lazyComponent';
import type { QrCodeDialogProps } from './QrCodeDialog';

/** QrCodeDialog for apps: its code, with the QR encoder, loads when the browser is idle or it opens. */
export const QrCodeDialog = lazyComponent<QrCodeDialogProps>(
  () => import('./QrCodeDialog').then((module) => module.QrCodeDialog),
  { overlay: true },
);
