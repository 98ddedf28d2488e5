export { CreateButtons } from './CreateButtons';
export type { CreateButtonsProps } from './CreateButtons';
export { ShortCard } from './ShortCard';
export type { ShortCardProps } from './ShortCard';
