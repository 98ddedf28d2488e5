export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps, DateRangeValue } from './DateRangePicker';
