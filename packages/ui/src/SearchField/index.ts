export { SearchField, searchDebounceMs } from './SearchField';
export type { SearchFieldProps } from './SearchField';
