export { MessageDialog, errorMessageKey } from './MessageDialog';
export type { MessageDialogProps } from './MessageDialog';
