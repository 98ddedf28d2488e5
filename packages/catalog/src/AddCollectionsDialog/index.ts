export { AddCollectionsDialog } from './AddCollectionsDialog';
export type { AddCollectionsDialogProps, CollectionSelection } from './AddCollectionsDialog';
