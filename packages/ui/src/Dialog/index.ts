export { Dialog } from './Dialog';
export type { DialogProps, DialogRenderProps } from './Dialog';
export { dialogSizes } from './dialogVariants';
