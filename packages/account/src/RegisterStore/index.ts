export { RegisterStore } from './RegisterStore';
export type { RegisterStoreProps } from './RegisterStore';
