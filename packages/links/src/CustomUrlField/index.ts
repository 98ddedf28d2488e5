export { CustomUrlField, URL_CHECK_MS, useCustomUrlCheck } from './CustomUrlField';
export type { CustomUrlFieldProps, CustomUrlValues } from './CustomUrlField';
