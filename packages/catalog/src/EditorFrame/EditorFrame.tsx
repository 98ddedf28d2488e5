import type { RequestFailure } from '@shoppable/api-client';
import {
  Button,
  ConfirmDialog,
  ConflictDialog,
  DraftRestorePrompt,
  Page,
  SaveStrip,
  useFormDraft,
  useWarnBeforeUnload,
  type ConflictField,
  type SaveStripProps,
} from '@shoppable/ui';
import {
  createContext,
  use,
  useEffect,
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
import type { EditorFrameState } from './useEditorFrame';
import * as styles from './EditorFrame.css';

/** What the frame's form element and Save follow (`useEditorSave`). */
export interface EditorSave {
  /** Whether Save is enabled: a valid change, nothing else pending, no save running. */
  canSave: boolean;
  /** Saves on the current version. */
  save: () => void;
  /** True while a save runs. */
  isSaving: boolean;
}

const SaveContext = createContext<EditorSave>({
  canSave: false,
  save: () => {},
  isSaving: false,
});

/**
 * The frame's Save state, for a Save button of the page's own inside `EditorFrame` (its
 * `saveAction`, or one a phone's top bar holds).
 */
export function useEditorSave(): EditorSave {
  return use(SaveContext);
}

/** The texts and delay of the frame's save strip, when they are not ui's defaults. */
export type EditorSaveStripOptions = Pick<
  SaveStripProps,
  'message' | 'saveLabel' | 'discardLabel' | 'delay'
>;

/** Props of EditorFrame. */
export interface EditorFrameProps<V extends FieldValues, T> {
  /** The editor's `useEditorFrame()`. */
  frame: EditorFrameState<V, T>;
  /** The page title ("Edit Instant", "Create Instant"). */
  title: string;
  /** A sentence under the title. */
  description?: string;
  /** The Save button's label: "Save" by default ("Create" for a new object). */
  saveLabel?: string;
  /**
   * What the top bar holds instead of the frame's Save: the page's own button (built with
   * `useEditorSave`), or `null` for none.
   */
  saveAction?: ReactNode;
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
  /**
   * Adds ui's SaveStrip (Discard puts the saved values back) beside the top bar's Save; options
   * give it the page's own texts or delay.
   */
  saveStrip?: boolean | EditorSaveStripOptions;
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
          description={props.description}
          back={
            onBack ? (
              <BackButton onBack={onBack} onAskFirst={() => setConfirmDiscard(true)} />
            ) : undefined
          }
          actions={
            props.saveAction !== undefined ? (
              props.saveAction
            ) : (
              <SaveButton label={props.saveLabel} isSaving={frame.isSaving} />
            )
          }
        >
          <UnsavedChanges frame={frame} />
          {props.status}
          {inline && frame.failure !== null ? (
            <p role="alert" className={styles.error}>
              {props.saveFailedMessage(frame.failure)}
            </p>
          ) : null}
          {children}
          {props.saveStrip ? (
            <FrameSaveStrip
              frame={frame}
              options={props.saveStrip === true ? undefined : props.saveStrip}
            />
          ) : null}
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
  return (
    <SaveContext value={{ canSave: enabled, save: frame.save, isSaving: frame.isSaving }}>
      {children}
    </SaveContext>
  );
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

function FrameSaveStrip<V extends FieldValues, T>({
  frame,
  options,
}: {
  frame: EditorFrameState<V, T>;
  options?: EditorSaveStripOptions;
}) {
  const { canSave, save } = use(SaveContext);
  const { isDirty } = useFormState();
  return (
    <SaveStrip
      {...options}
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
