export { LinkCard, linkTitle } from './LinkCard';
export type { LinkCardAction, LinkCardProps } from './LinkCard';
