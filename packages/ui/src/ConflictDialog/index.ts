export { ConflictDialog } from './ConflictDialog';
export type { ConflictDialogProps, ConflictField } from './ConflictDialog';
