export { LinksPage } from './LinksPage';
export type { LinksPageProps } from './LinksPage';
