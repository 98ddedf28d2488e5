export { ImageViewer } from './ImageViewer';
export type { ImageViewerImage, ImageViewerProps } from './ImageViewer';
