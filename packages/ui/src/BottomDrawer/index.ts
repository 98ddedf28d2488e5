export { BottomDrawer } from './BottomDrawer';
export type { BottomDrawerProps, BottomDrawerRenderProps } from './BottomDrawer';
