import { HttpError } from '@shoppable/api-client';
import { MESSAGES } from '@shoppable/domain';
import { clearFormDrafts, formDraftKey } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConflictingNote, NoteEditor, saved, type Note } from '../testing/noteEditor';
import { QueryProvider } from '../testing/stories';

const meta = {
  title: 'Catalog/EditorFrame',
  component: NoteEditor,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  beforeEach: () => clearFormDrafts(),
  parameters: { layout: 'fullscreen' },
  args: { onBack: fn(), save: fn(async (text: string) => ({ ...saved, text, version: 2 })) },
} satisfies Meta<typeof NoteEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Source' }), 'New');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(args.save).toHaveBeenCalledWith('New', null));
    await waitFor(() => expect(save).toBeDisabled());
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Source' }), 'a?b');
    await expect(await canvas.findByText(MESSAGES.utm)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { load: () => new Promise<Note>(() => {}) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Loading the note' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit note' })).toBeVisible();
  },
};

export const LoadFailedThenRetry: Story = {
  args: {
    load: (() => {
      let calls = 0;
      return () => (calls++ === 0 ? Promise.reject(new Error('down')) : Promise.resolve(saved));
    })(),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The note could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('textbox', { name: 'Source' })).toHaveValue('Hello');
  },
};

export const SaveFailed: Story = {
  args: { save: fn((_text: string) => Promise.reject<Note>(new HttpError(500))) },
  play: async ({ canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'Source' });
    await userEvent.type(text, 'Kept');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The note could not be saved (server).',
    );
    await expect(text).toHaveValue('Kept');
  },
};

export const DiscardOnBack: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Source' }), 'Gone');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const StoredDraft: Story = {
  args: { load: () => Promise.resolve(saved) },
  beforeEach: () => {
    localStorage.setItem(
      formDraftKey('note', { businessId: 'b1' }, 'n1'),
      JSON.stringify({ savedAt: Date.now(), values: { UTMSource: 'Draft' } }),
    );
  },
  play: async ({ canvas }) => {
    const prompt = await canvas.findByRole('region', { name: 'Unsaved changes' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Restore' }));
    await expect(canvas.getByRole('textbox', { name: 'Source' })).toHaveValue('Draft');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
  },
};

/** Types into the note and saves after someone else did: the conflict dialog opens. */
async function meetConflict(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Source' }), 'X');
  const save = canvas.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);
  return screen.findByRole('alertdialog', { name: 'This note was changed elsewhere' });
}

export const ChangedElsewhereReload: Story = {
  render: (args) => <ConflictingNote onBack={args.onBack} />,
  play: async ({ canvas }) => {
    const dialog = await meetConflict(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Source' })).toHaveValue('Theirs'),
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const ChangedElsewhereOverwrite: Story = {
  render: (args) => <ConflictingNote onBack={args.onBack} />,
  play: async ({ canvas }) => {
    const dialog = await meetConflict(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Source' })).toHaveValue('HelloX');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const WithSaveStrip: Story = {
  args: { saveStrip: true, load: () => Promise.resolve(saved) },
  play: async ({ canvas }) => {
    const text = await canvas.findByRole('textbox', { name: 'Source' });
    await userEvent.type(text, 'X');
    await waitFor(() => expect(canvas.getByText('You have unsaved changes')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(text).toHaveValue('Hello');
  },
};
