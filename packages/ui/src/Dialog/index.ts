export { Dialog } from './Dialog';
export type { DialogProps, DialogRenderProps } from './Dialog';
export { dialogSizes } from './dialogVariants';
export { DialogTrigger } from 'react-aria-components';
export type { DialogTriggerProps } from 'react-aria-components';
