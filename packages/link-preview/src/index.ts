export { LinkPage, linkPageCss, renderLinkPage } from './LinkPage';
export type { LinkPageProduct, LinkPageProps } from './LinkPage';
