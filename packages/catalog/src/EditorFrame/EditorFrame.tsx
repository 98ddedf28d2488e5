import type { RequestFailure } from '@shoppable/api-client';
import {
  Button,
  ConfirmDialog,
  ConflictDialog,
  DraftRestorePrompt,
  Page,
  SaveStrip,
  Skeleton,
  useFormDraft,
  useWarnBeforeUnload,
  type ConflictField,
} from '@shoppable/ui';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import {
  createContext,
  Fragment,
  use,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useState,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  useFormContext,
  useFormState,
  useWatch,
  type FieldValues,
} from 'react-hook-form';
import { useStrings } from '../intl';
import { EditorLoadContext, type EditorFrameState, type EditorLoad } from './useEditorFrame';
import * as styles from './EditorFrame.css';

/** Props of EditorLoader. */
export interface EditorLoaderProps<TQueryFnData, TData, TQueryKey extends QueryKey = QueryKey> {
  /** The edited object's query; leave it out to create (the children get `undefined`). */
  query?: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>;
  /** The page title while loading or after a failure ("Edit Instant"). */
  title: string;
  /** Names the skeleton for assistive technology ("Loading the influencer"). */
  loadingLabel: string;
  /** Says the object could not be loaded, next to Try again. */
  loadFailed: string;
  /** The skeleton's shapes; two blocks by default. */
  skeleton?: ReactNode;
  /** Leaves the editor: the Back button of the loading and failed pages. */
  onBack?: () => void;
  /** Called once when the load fails (an editor that logs the failure and leaves). */
  onFailed?: (error: Error) => void;
  /** The editor, with the loaded object (`undefined` when creating). */
  children: (data: TData | undefined) => ReactNode;
}

/**
 * Loads the edited object and renders the editor with it: a skeleton meanwhile, a message with
 * Try again when the load fails. A conflict's Reload (from `useEditorFrame` below) starts the
 * editor over from the query's data, which the conflict had just asked again.
 */
export function EditorLoader<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>({
  query,
  title,
  loadingLabel,
  loadFailed,
  skeleton,
  onBack,
  onFailed,
  children,
}: EditorLoaderProps<TQueryFnData, TData, TQueryKey>) {
  const strings = useStrings();
  const result = useQuery({
    ...(query ?? { queryKey: ['editor', 'new'], queryFn: () => null }),
    enabled: query !== undefined,
  } as unknown as UseQueryOptions<TQueryFnData, Error, TData, QueryKey>);
  const [generation, setGeneration] = useState(0);
  const failed = useEffectEvent((error: Error) => onFailed?.(error));
  const error = query !== undefined && result.isError ? result.error : null;
  useEffect(() => {
    if (error !== null) failed(error);
  }, [error]);
  const context: EditorLoad = {
    reload: () => setGeneration((n) => n + 1),
    query: query ?? null,
  };
  if (query !== undefined && (result.isPending || result.isError)) {
    const back = onBack ? (
      <Button variant="plain" onPress={onBack}>
        {strings.format('editor.back')}
      </Button>
    ) : undefined;
    return (
      <Page title={title} back={back}>
        {result.isPending ? (
          <div role="group" aria-busy="true" aria-label={loadingLabel} className={styles.form}>
            {skeleton ?? (
              <>
                <Skeleton shape="rect" inlineSize="100%" blockSize={48} />
                <Skeleton shape="rect" inlineSize="100%" blockSize={160} />
              </>
            )}
          </div>
        ) : (
          <div className={styles.form}>
            <p role="alert" className={styles.error}>
              {loadFailed}
            </p>
            <div>
              <Button
                variant="secondary"
                isPending={result.isFetching}
                onPress={() => void result.refetch()}
              >
                {strings.format('retry')}
              </Button>
            </div>
          </div>
        )}
      </Page>
    );
  }
  return (
    <EditorLoadContext value={context}>
      <Fragment key={generation}>
        {children(query === undefined ? undefined : result.data)}
      </Fragment>
    </EditorLoadContext>
  );
}

/** What the frame's form element and Save follow. */
const SaveContext = createContext<{ canSave: boolean; save: () => void }>({
  canSave: false,
  save: () => {},
});

/** Props of EditorFrame. */
export interface EditorFrameProps<V extends FieldValues, T> {
  /** The editor's `useEditorFrame()`. */
  frame: EditorFrameState<V, T>;
  /** The page title ("Edit Instant", "Create Instant"). */
  title: string;
  /** The Save button's label: "Save" by default ("Create" for a new object). */
  saveLabel?: string;
  /** Leaves the editor; with unsaved changes Back asks first. Without it there is no Back. */
  onBack?: () => void;
  /** What the discard dialog says is lost ("What you changed in this link will be lost."). */
  discardMessage: string;
  /** The conflict dialog's title, naming the object ("This Instant was changed elsewhere"). */
  conflictTitle: string;
  /** Both sides of a conflict, labelled as the form labels them. */
  conflictFields: (mine: V, theirs: T) => readonly ConflictField[];
  /** Says why the save failed: the failure dialog's message, or the inline alert without a title. */
  saveFailedMessage: (failure: RequestFailure) => string;
  /** With a title the save failure is a dialog; without, an alert above the form. */
  saveFailedTitle?: string;
  /** The dialog of a save that met a value still uploading (`isUploading`). */
  uploadError?: { title: string; message: string };
  /** What else Save waits for besides a valid change (a product, an upload, a check). */
  canSave?: (values: V) => boolean;
  /** Adds ui's SaveStrip (Discard puts the saved values back) beside the top bar's Save. */
  saveStrip?: boolean;
  /** Shown above the form, under the draft prompt (a saved message). */
  status?: ReactNode;
  /** The editor's sections; wrap fields in `EditorForm` so that Enter saves. */
  children: ReactNode;
}

/**
 * The frame of an editor page: the title with Back (asking before it discards changes) and
 * Save (enabled after a valid change), the draft kept in the browser and its restore prompt, the
 * leave warnings (the tab's `beforeunload` and `onDirtyChange` for the app's router), the save
 * failure and the 409 conflict dialog. The parts that follow values subscribe to them
 * themselves, so a keystroke re-renders the field typed in and not the editor.
 */
export function EditorFrame<V extends FieldValues, T>(props: EditorFrameProps<V, T>) {
  const { frame, title, onBack, children } = props;
  const strings = useStrings();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const inline = props.saveFailedTitle === undefined;
  return (
    <FormProvider {...frame.form}>
      <SaveState frame={frame} canSave={props.canSave}>
        <Page
          title={title}
          back={
            onBack ? (
              <BackButton onBack={onBack} onAskFirst={() => setConfirmDiscard(true)} />
            ) : undefined
          }
          actions={<SaveButton label={props.saveLabel} isSaving={frame.isSaving} />}
        >
          <UnsavedChanges frame={frame} />
          {props.status}
          {inline && frame.failure !== null ? (
            <p role="alert" className={styles.error}>
              {props.saveFailedMessage(frame.failure)}
            </p>
          ) : null}
          {children}
          {props.saveStrip ? <FrameSaveStrip frame={frame} /> : null}
          <ConfirmDialog
            isOpen={confirmDiscard}
            onOpenChange={setConfirmDiscard}
            title={strings.format('editor.discardTitle')}
            message={props.discardMessage}
            confirmLabel={strings.format('editor.discard')}
            cancelLabel={strings.format('editor.keepEditing')}
            tone="critical"
            onConfirm={() => {
              frame.draft.current?.clear();
              onBack?.();
            }}
          />
          {inline ? null : (
            <ConfirmDialog
              isOpen={frame.failure !== null}
              onOpenChange={(open) => {
                if (!open) frame.dismissFailure();
              }}
              title={props.saveFailedTitle}
              message={frame.failure === null ? '' : props.saveFailedMessage(frame.failure)}
              confirmLabel={strings.format('editor.close')}
            />
          )}
          {props.uploadError ? (
            <ConfirmDialog
              isOpen={frame.uploadPending}
              onOpenChange={(open) => {
                if (!open) frame.dismissUpload();
              }}
              title={props.uploadError.title}
              message={props.uploadError.message}
              confirmLabel={strings.format('editor.close')}
            />
          ) : null}
          {frame.conflict.theirs !== null ? (
            <ConflictDialog
              {...frame.conflict}
              title={props.conflictTitle}
              fields={props.conflictFields(frame.form.getValues(), frame.conflict.theirs)}
            />
          ) : null}
        </Page>
      </SaveState>
    </FormProvider>
  );
}

/** Props of EditorForm. */
export interface EditorFormProps {
  /** The form's layout class. */
  className?: string;
  /** The fields. */
  children: ReactNode;
}

/** The editor's form element: Enter in a field saves as Save would, only when Save is enabled. */
export function EditorForm({ className, children }: EditorFormProps) {
  const { canSave, save } = use(SaveContext);
  return (
    <form
      className={className ?? styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) save();
      }}
    >
      {children}
    </form>
  );
}

/** Follows every value, so only it (and what reads its context) re-renders for a keystroke. */
function SaveState<V extends FieldValues, T>({
  frame,
  canSave,
  children,
}: {
  frame: EditorFrameState<V, T>;
  canSave?: (values: V) => boolean;
  children: ReactNode;
}) {
  const { control } = useFormContext<V>();
  const values = useWatch({ control }) as V;
  const { isDirty, isValid } = useFormState({ control });
  const enabled = isDirty && isValid && !frame.isSaving && (canSave?.(values) ?? true);
  return <SaveContext value={{ canSave: enabled, save: frame.save }}>{children}</SaveContext>;
}

function SaveButton({ label, isSaving }: { label?: string; isSaving: boolean }) {
  const strings = useStrings();
  const { canSave, save } = use(SaveContext);
  return (
    <Button onPress={save} isDisabled={!canSave} isPending={isSaving}>
      {label ?? strings.format('editor.save')}
    </Button>
  );
}

/** Back: leaves at once without changes, else asks first. */
function BackButton({ onBack, onAskFirst }: { onBack: () => void; onAskFirst: () => void }) {
  const strings = useStrings();
  const { isDirty } = useFormState();
  return (
    <Button variant="plain" onPress={() => (isDirty ? onAskFirst() : onBack())}>
      {strings.format('editor.back')}
    </Button>
  );
}

/**
 * Keeps what is typed (it survives a reload, a crash or a failed save) and offers it back, warns
 * before the tab is closed with changes and reports them to the app's navigation blocker.
 */
function UnsavedChanges<V extends FieldValues, T>({ frame }: { frame: EditorFrameState<V, T> }) {
  const { control } = useFormContext<V>();
  const values = useWatch({ control });
  const { isDirty } = useFormState({ control });
  const draft = useFormDraft({
    storageKey: frame.options.draftKey,
    values,
    isDirty,
    onRestore: (restored) => frame.restore(restored as V),
  });
  useImperativeHandle(frame.draft, () => draft);
  const { onDirtyChange } = frame.options;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  useWarnBeforeUnload(isDirty);
  return <DraftRestorePrompt draft={draft} />;
}

function FrameSaveStrip<V extends FieldValues, T>({ frame }: { frame: EditorFrameState<V, T> }) {
  const { canSave, save } = use(SaveContext);
  const { isDirty } = useFormState();
  return (
    <SaveStrip
      hasChanges={isDirty}
      onSave={save}
      isPending={frame.isSaving}
      isSaveDisabled={!canSave}
      onDiscard={() => {
        frame.draft.current?.clear();
        frame.form.reset();
      }}
    />
  );
}
