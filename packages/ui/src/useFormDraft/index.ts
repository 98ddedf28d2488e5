export { clearFormDrafts, draftSaveDelayMs, formDraftKey, useFormDraft } from './useFormDraft';
export type { FormDraft, FormDraftOptions } from './useFormDraft';
