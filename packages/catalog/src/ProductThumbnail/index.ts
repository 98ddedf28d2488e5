export { ProductThumbnail } from './ProductThumbnail';
export type { ProductThumbnailProps } from './ProductThumbnail';
