export { AddProductsDialog } from './AddProductsDialog';
export type { AddProductsDialogProps, ProductSelection } from './AddProductsDialog';
