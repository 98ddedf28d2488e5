export { ShortCard } from './ShortCard';
export type { ShortCardProps } from './ShortCard';
