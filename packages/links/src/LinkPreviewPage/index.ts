export { LinkPreviewPage } from './LinkPreviewPage';
export type { LinkPreviewPageProps } from './LinkPreviewPage';
