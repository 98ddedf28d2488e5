import { hasBlobImages } from '@shoppable/domain';
import {
  DraftRestorePrompt,
  useFormDraft,
  useWarnBeforeUnload,
  type FormDraft,
} from '@shoppable/ui';
import { useEffect, useImperativeHandle, type Ref } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { LinkEditorValues } from './values';

/** Props of UnsavedChanges. */
export interface UnsavedChangesProps {
  /** Where the draft is kept (`formDraftKey`). */
  storageKey: string;
  /** Reports whether there are unsaved changes, for the app's navigation blocker. */
  onDirtyChange?: (isDirty: boolean) => void;
  /** Gets the draft, which a save, a discard or a conflict's Reload clears. */
  ref: Ref<FormDraft>;
}

/**
 * Keeps what is typed (DESIGN.md §4: it survives a reload, a crash or a failed save) and offers
 * it back, warns before the page is left with changes and reports them. The only part of the
 * editor that follows every value, so a keystroke re-renders this and the field typed in.
 */
export function UnsavedChanges({ storageKey, onDirtyChange, ref }: UnsavedChangesProps) {
  const { control, reset } = useFormContext<LinkEditorValues>();
  const values = useWatch({ control });
  const { isDirty } = useFormState({ control });
  const draft = useFormDraft({
    storageKey,
    values,
    isDirty,
    onRestore: (restored) => {
      const all = restored as LinkEditorValues;
      // An image still uploading when the page went away is gone with it.
      const images = all.images.filter((i) => !hasBlobImages([i]));
      reset({ ...all, images }, { keepDefaultValues: true });
    },
  });
  useImperativeHandle(ref, () => draft);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  useWarnBeforeUnload(isDirty);
  return <DraftRestorePrompt draft={draft} />;
}
