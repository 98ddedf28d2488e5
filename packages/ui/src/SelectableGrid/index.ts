export { SelectableGrid } from './SelectableGrid';
export type { SelectableGridProps } from './SelectableGrid';
