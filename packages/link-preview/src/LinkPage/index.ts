export { LinkPage } from './LinkPage';
export type { LinkPageProps } from './LinkPage';
export { LinkPreview } from './LinkPreview';
export type { LinkPreviewProps } from './LinkPreview';
export { linkPageCss } from './linkPageCss';
export { renderLinkPage } from './renderLinkPage';
