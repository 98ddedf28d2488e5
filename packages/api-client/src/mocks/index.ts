export { mockHandlers } from './handlers';
