export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableLoadRequest, DataTableProps } from './DataTable';
