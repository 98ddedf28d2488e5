export { QrCodeDialog } from './lazy';
export type { QrCodeDialogProps } from './QrCodeDialog';
export { QrBrandProvider } from './QrBrand';
export type { QrBrand, QrBrandProviderProps } from './QrBrand';
export { useQrCodeDialog } from './useQrCodeDialog';
export type { QrCodeTarget } from './useQrCodeDialog';
