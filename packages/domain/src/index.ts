export { compactNumber } from './numbers';
