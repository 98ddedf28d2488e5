export { RecentOrders } from './RecentOrders';
export type { RecentOrdersProps } from './RecentOrders';
