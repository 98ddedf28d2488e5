import { HttpError } from '@shoppable/api-client';
import { utmSchema } from '@shoppable/domain';
import { formDraftKey, TextField } from '@shoppable/ui';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { EditorForm, EditorFrame, EditorLoader, useEditorFrame } from '../EditorFrame';

// A one-field editor built on the frame, for the frame's own stories and tests.

/** A note the demo editor edits. */
export interface Note {
  id: string;
  text: string;
  version: number;
}

/** The edited values: a campaign's UTM values, of which the story edits the source. */
const valuesOf = (text: string) => ({
  UTMSource: text,
  UTMMedium: '',
  UTMCampaign: '',
  UTMTerm: '',
  UTMContent: '',
});
type NoteValues = ReturnType<typeof valuesOf>;

/** Props of the demo editor. */
export interface NoteEditorProps {
  load?: () => Promise<Note>;
  save: (text: string, basedOn: number | null) => Promise<Note>;
  onBack: () => void;
  saveStrip?: boolean;
  saveFailedTitle?: string;
  onDirtyChange?: (isDirty: boolean) => void;
  onFailed?: (error: Error) => void;
}

/** A one-field editor of a note: what every editor composes from the frame. */
export function NoteEditor({
  load,
  save,
  onBack,
  saveStrip,
  saveFailedTitle,
  onDirtyChange,
  onFailed,
}: NoteEditorProps) {
  return (
    <EditorLoader
      query={load ? { queryKey: ['note', 'n1'], queryFn: load, retry: false } : undefined}
      title="Edit note"
      loadingLabel="Loading the note"
      loadFailed="The note could not be loaded."
      onBack={onBack}
      onFailed={onFailed}
    >
      {(note) => (
        <NoteForm
          note={note}
          save={save}
          onBack={onBack}
          saveStrip={saveStrip}
          saveFailedTitle={saveFailedTitle}
          onDirtyChange={onDirtyChange}
        />
      )}
    </EditorLoader>
  );
}

function NoteForm({
  note,
  save,
  onBack,
  saveStrip,
  saveFailedTitle,
  onDirtyChange,
}: Omit<NoteEditorProps, 'load' | 'onFailed'> & { note?: Note }) {
  const frame = useEditorFrame<NoteValues, Note>({
    defaultValues: valuesOf(note?.text ?? ''),
    schema: utmSchema,
    version: note?.version ?? null,
    draftKey: formDraftKey('note', { businessId: 'b1' }, note?.id),
    onSave: async (values, basedOn) => ({
      version: (await save(values.UTMSource, basedOn)).version,
    }),
    name: 'note',
    onDirtyChange,
  });
  return (
    <EditorFrame
      frame={frame}
      title={note ? 'Edit note' : 'New note'}
      onBack={onBack}
      discardMessage="What you changed in this note will be lost."
      conflictTitle="This note was changed elsewhere"
      conflictFields={(mine, theirs) => [
        { label: 'Source', mine: mine.UTMSource, theirs: theirs.text },
      ]}
      saveFailedMessage={(failure) => `The note could not be saved (${failure}).`}
      saveStrip={saveStrip}
      saveFailedTitle={saveFailedTitle}
    >
      <EditorForm>
        <Controller
          control={frame.form.control}
          name="UTMSource"
          render={({ field, fieldState }) => (
            <TextField
              label="Source"
              value={field.value}
              onChange={field.onChange}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      </EditorForm>
    </EditorFrame>
  );
}

/** The saved note, at version 1. */
export const saved: Note = { id: 'n1', text: 'Hello', version: 1 };

/** A server that answers 409 once someone else saved version 2 of the note. */
export function ConflictingNote(props: { onBack: () => void }) {
  // The server's note lives as long as the story, across the editor's renders.
  const server = useRef(saved);
  return (
    <NoteEditor
      {...props}
      load={() => Promise.resolve(server.current)}
      save={async (text, basedOn) => {
        const note = server.current;
        if (basedOn !== note.version) throw new HttpError(409);
        if (note.version === 1) {
          // Someone else saved first: this save meets their version.
          server.current = { ...note, text: 'Theirs', version: 2 };
          throw new HttpError(409);
        }
        server.current = { ...note, text, version: note.version + 1 };
        return server.current;
      }}
    />
  );
}
