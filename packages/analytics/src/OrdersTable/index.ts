export { OrdersTable } from './OrdersTable';
export type { OrdersTableProps } from './OrdersTable';
