export { MultilinkPreview } from './MultilinkPreview';
export type { MultilinkPreviewProps } from './MultilinkPreview';
