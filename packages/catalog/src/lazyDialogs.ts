import { lazyComponent } from '@shoppable/ui';
import type { AddCollectionsDialogProps } from './AddCollectionsDialog';
import type { AddProductsDialogProps } from './AddProductsDialog';

// The pickers are never on a page's first paint: their code loads when the browser is idle, on a
// trigger's intent (`preloadOnIntent`) or when they open, whichever comes first.

/** The product picker. */
export const AddProductsDialog = lazyComponent<AddProductsDialogProps>(
  () => import('./AddProductsDialog').then((module) => module.AddProductsDialog),
  { overlay: true },
);

/** The collection picker. */
export const AddCollectionsDialog = lazyComponent<AddCollectionsDialogProps>(
  () => import('./AddCollectionsDialog').then((module) => module.AddCollectionsDialog),
  { overlay: true },
);
