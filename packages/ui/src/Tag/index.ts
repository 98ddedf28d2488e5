export { Tag } from './Tag';
export type { TagProps } from './Tag';
export { tagSizes, tagTones } from './tagVariants';
