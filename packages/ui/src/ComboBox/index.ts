export { ComboBox, ComboBoxItem } from './ComboBox';
export type { ComboBoxItemProps, ComboBoxProps } from './ComboBox';
