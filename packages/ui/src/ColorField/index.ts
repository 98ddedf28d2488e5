export { ColorField, normalizeHex } from './ColorField';
export type { ColorFieldProps } from './ColorField';
