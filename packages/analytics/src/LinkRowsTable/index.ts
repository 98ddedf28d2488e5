export { LinkRowsTable } from './LinkRowsTable';
export type { LinkRowsTableProps } from './LinkRowsTable';
