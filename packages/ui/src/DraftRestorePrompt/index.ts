export { DraftRestorePrompt } from './DraftRestorePrompt';
export type { DraftRestorePromptProps } from './DraftRestorePrompt';
