import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  logClientError,
  requestFailureOf,
  useEditConflict,
  type EditConflict,
  type RequestFailure,
} from '@shoppable/api-client';
import type { FormDraft } from '@shoppable/ui';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, use, useRef, useState, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** What a successful save tells the frame. */
export interface EditorSaved {
  /** The version the server answered (an edit's next save sends it); `null` for a create. */
  version: number | null;
  /** Runs once the form holds the saved values as unchanged: a toast, `onSaved`, a dialog. */
  done?: () => void;
}

/** What `EditorLoader` gives the editor below it. */
export interface EditorLoad {
  /** Starts the editor over from the query's current data (a conflict's Reload). */
  reload: () => void;
  /** The query the object was loaded with, if any. */
  query: { queryKey: QueryKey } | null;
}

/** Filled by `EditorLoader`; an editor without one reloads nothing. */
export const EditorLoadContext = createContext<EditorLoad>({
  reload: () => {},
  query: null,
});

/** Options of useEditorFrame. */
export interface EditorFrameOptions<V extends FieldValues, O> {
  /** What the form starts from: the loaded object's values, or a new one's. */
  defaultValues: DefaultValues<V>;
  /** The form's valibot schema from `@shoppable/domain` (its messages are the field errors). */
  schema: Parameters<typeof valibotResolver>[0];
  /** The version the object was loaded at; `null` creates (a create's 409 is an ordinary failure). */
  version: number | null;
  /** Where the draft is kept (ui's `formDraftKey`). */
  draftKey: string;
  /**
   * Turns a stored draft (over the current values) into the values to restore; by default as
   * stored. An image still uploading when the page went away is dropped here.
   */
  restoreDraft?: (draft: V, current: V) => V;
  /**
   * Saves the checked values on top of `basedOn` (the loaded version, or theirs on Overwrite).
   * Resolves what was saved, or `null` when nothing was (the editor said why on a field or in a
   * dialog of its own); a rejection that is not a conflict shows the save failure.
   */
  onSave: (values: O, basedOn: number | null) => Promise<EditorSaved | null>;
  /**
   * Whether a value is still uploading (a local `blob:` image): the save then waits, and the
   * frame's upload dialog says why.
   */
  isUploading?: (values: V) => boolean;
  /** A failed save the editor explains itself (a value taken on the server): true when handled. */
  onSaveError?: (error: unknown) => boolean | Promise<boolean>;
  /** Names the editor in the client error log. */
  name: string;
  /** Reports whether there are unsaved changes, for the app's navigation blocker. */
  onDirtyChange?: (isDirty: boolean) => void;
  /** Runs after a conflict's Reload put theirs in place (a page that tells the app to re-read them). */
  onReload?: () => void;
  /** The current object's query, when the editor was not loaded through `EditorLoader`. */
  query?: { queryKey: QueryKey } | null;
}

/** What useEditorFrame gives the editor and its `EditorFrame`. */
export interface EditorFrameState<V extends FieldValues, T> {
  /** The react-hook-form state of the editor (spread into the frame's `FormProvider`). */
  form: UseFormReturn<V>;
  /** Whether the editor edits a saved object (else it creates one). */
  isEdit: boolean;
  /** Saves on the current version. */
  save: () => void;
  /** True while a save runs. */
  isSaving: boolean;
  /** Why the last save failed; `null` when it did not. */
  failure: RequestFailure | null;
  /** Clears the save failure (its dialog closed). */
  dismissFailure: () => void;
  /** True while the upload dialog shows (a save met a value still uploading). */
  uploadPending: boolean;
  /** Closes the upload dialog. */
  dismissUpload: () => void;
  /** The 409 conflict and the answers of ui's `ConflictDialog`. */
  conflict: EditConflict<T>;
  /** The draft, filled by the frame's `EditorFrame`; a save, a discard or a Reload clears it. */
  draft: RefObject<FormDraft | null>;
  /** Puts a restored draft into the form. */
  restore: (values: V) => void;
  /** The options the frame's component reads. */
  options: Pick<EditorFrameOptions<V, unknown>, 'draftKey' | 'onDirtyChange'>;
}

/**
 * The state every editor shares: a react-hook-form with the domain's valibot schema, the version
 * the object was loaded at (kept apart from the query, so a background refetch of a newer version
 * never makes a stale edit look fresh), the save that sends it, the 409 conflict whose Reload
 * starts the editor over through `EditorLoader` and whose Overwrite saves on theirs, the save
 * failure, and the draft. Render it with `EditorFrame`.
 */
export function useEditorFrame<V extends FieldValues, T extends { version: number }, O = V>(
  options: EditorFrameOptions<V, O>,
): EditorFrameState<V, T> {
  const loader = use(EditorLoadContext);
  const queryClient = useQueryClient();
  const form = useForm<V>({
    defaultValues: options.defaultValues,
    mode: 'onChange',
    resolver: valibotResolver(options.schema) as never,
  });
  const [version, setVersion] = useState(options.version);
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const [uploadPending, setUploadPending] = useState(false);
  const draft = useRef<FormDraft>(null);
  const isEdit = options.version !== null;
  const query = options.query ?? loader.query;

  const conflict = useEditConflict<T>({
    loadTheirs: () =>
      query === null
        ? Promise.reject(new Error('no query to load the current version'))
        : (queryClient.fetchQuery({
            ...(query as { queryKey: QueryKey }),
            staleTime: 0,
          }) as Promise<T>),
    onReload: () => {
      // Reload discards mine for theirs: the draft of mine goes too.
      draft.current?.clear();
      loader.reload();
      options.onReload?.();
    },
    onOverwrite: (theirs) => persist(theirs.version),
  });

  const submit = async (parsed: O, basedOn: number | null) => {
    if (options.isUploading?.(form.getValues())) {
      setUploadPending(true);
      return;
    }
    setFailure(null);
    setSaving(true);
    try {
      const saved = await options.onSave(parsed, basedOn);
      if (saved === null) return;
      setVersion(saved.version);
      form.reset(form.getValues());
      draft.current?.clear();
      saved.done?.();
    } catch (error) {
      // An edit saved elsewhere since it was loaded: everything typed stays, the dialog asks.
      if (isEdit && basedOn !== null && (await conflict.catchConflict(error, basedOn))) return;
      if (await options.onSaveError?.(error)) return;
      logClientError(`${options.name} save failed: ${String(error)}`);
      setFailure(requestFailureOf(error));
    } finally {
      setSaving(false);
    }
  };

  /** Saves the form; an edit is based on `basedOn` (the loaded version, or theirs on Overwrite). */
  const persist = (basedOn: number | null) =>
    form.handleSubmit((parsed) => submit(parsed as unknown as O, basedOn))();

  return {
    form,
    isEdit,
    save: () => void persist(version),
    isSaving,
    failure,
    dismissFailure: () => setFailure(null),
    uploadPending,
    dismissUpload: () => setUploadPending(false),
    conflict,
    draft,
    restore: (values) => {
      const next = options.restoreDraft ? options.restoreDraft(values, form.getValues()) : values;
      form.reset(next, { keepDefaultValues: true });
    },
    options: { draftKey: options.draftKey, onDirtyChange: options.onDirtyChange },
  };
}
