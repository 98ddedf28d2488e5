export { Select, SelectItem } from './Select';
export type { SelectItemProps, SelectProps } from './Select';
