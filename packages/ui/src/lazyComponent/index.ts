export { lazyComponent, preloadOnIntent } from './lazyComponent';
export type { LazyComponent, LazyComponentOptions } from './lazyComponent';
