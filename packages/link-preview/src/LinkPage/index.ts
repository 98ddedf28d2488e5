export { LinkPage } from './LinkPage';
export type { LinkPageProduct, LinkPageProps } from './LinkPage';
export { linkPageCss } from './linkPageCss';
export { renderLinkPage } from './renderLinkPage';
