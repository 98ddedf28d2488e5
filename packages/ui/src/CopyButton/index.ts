export { CopyButton, copyConfirmationMs } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
