export { ProductFunnel } from './ProductFunnel';
export type { ProductFunnelProps } from './ProductFunnel';
