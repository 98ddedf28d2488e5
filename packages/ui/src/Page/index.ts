export { Page } from './Page';
export type { PageProps } from './Page';
export { pageWidths } from './pageVariants';
