export { ContrastCheck } from './ContrastCheck';
export type { ContrastCheckProps } from './ContrastCheck';
