export { TopProductsTable } from './TopProductsTable';
export type { TopProductsTableProps } from './TopProductsTable';
