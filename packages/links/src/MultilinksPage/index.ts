export { MultilinksPage } from './MultilinksPage';
export type { MultilinksPageProps } from './MultilinksPage';
