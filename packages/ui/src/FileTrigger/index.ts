export { FileTrigger } from './FileTrigger';
export type { FileTriggerProps } from './FileTrigger';
export { checkFiles } from './fileRules';
export type { FileCheck, FileRules } from './fileRules';
