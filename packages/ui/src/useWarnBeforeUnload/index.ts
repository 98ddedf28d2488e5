export { useWarnBeforeUnload } from './useWarnBeforeUnload';
