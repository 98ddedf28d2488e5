export { ComplementaryProducts } from './ComplementaryProducts';
export type { ComplementaryProductsProps } from './ComplementaryProducts';
