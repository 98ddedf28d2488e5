export { ColorField } from './ColorField';
export { normalizeHex } from './normalizeHex';
export type { ColorFieldProps } from './ColorField';
