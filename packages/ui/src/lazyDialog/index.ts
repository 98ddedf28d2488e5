export { lazyDialog } from './lazyDialog';
export { preloadOverlays } from './overlays';
