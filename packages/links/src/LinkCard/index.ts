export { LinkCard } from './LinkCard';
export { linkTitle } from './linkTitle';
export type { LinkCardAction, LinkCardProps } from './LinkCard';
