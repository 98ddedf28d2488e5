import { lazyDialog } from '@shoppable/ui';
import type { AddCollectionsDialogProps } from './AddCollectionsDialog';
import type { AddProductsDialogProps } from './AddProductsDialog';

// The pickers are never on a page's first paint: their code loads when they first open (#18).

/** AddProductsDialog, loaded when it first opens. */
export const LazyAddProductsDialog = lazyDialog<AddProductsDialogProps>(() =>
  import('./AddProductsDialog').then((module) => module.AddProductsDialog),
);

/** AddCollectionsDialog, loaded when it first opens. */
export const LazyAddCollectionsDialog = lazyDialog<AddCollectionsDialogProps>(() =>
  import('./AddCollectionsDialog').then((module) => module.AddCollectionsDialog),
);
