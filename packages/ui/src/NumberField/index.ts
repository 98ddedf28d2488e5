export { NumberField, numberFieldFormats } from './NumberField';
export type { NumberFieldProps } from './NumberField';
