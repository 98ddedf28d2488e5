export { MoreMenu } from './MoreMenu';
export type { MoreMenuItem, MoreMenuProps } from './MoreMenu';
