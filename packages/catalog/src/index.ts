export { AddCollectionsDialog, AddProductsDialog } from './lazyDialogs';
export type { AddCollectionsDialogProps, CollectionSelection } from './AddCollectionsDialog';
export type { AddProductsDialogProps, ProductSelection } from './AddProductsDialog';
export { AiPreferencesSection } from './AiPreferencesSection';
export type { AiPreferencesSectionProps } from './AiPreferencesSection';
export {
  colorOptionOf,
  defaultProductFilters,
  isDraftProduct,
  matchesStatus,
  productFiltersStorageKey,
  productStatusFilters,
  readProductFilters,
  saveProductFilters,
  toProductSearch,
} from './productFilters';
export type { ProductFilters, ProductStatusFilter } from './productFilters';
export { ProductThumbnail } from './ProductThumbnail';
export type { ProductThumbnailProps } from './ProductThumbnail';
export {
  EditorForm,
  EditorFrame,
  EditorLoader,
  seededQuery,
  useEditorFrame,
  useEditorSave,
} from './EditorFrame';
export type {
  EditorFormProps,
  EditorFrameOptions,
  EditorFrameProps,
  EditorFrameState,
  EditorLoaderProps,
  EditorSave,
  EditorSaved,
  EditorSaveStripOptions,
} from './EditorFrame';
