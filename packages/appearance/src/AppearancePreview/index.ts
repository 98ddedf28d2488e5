export { AppearancePreview, samplePage } from './AppearancePreview';
export type { AppearancePreviewProps } from './AppearancePreview';
