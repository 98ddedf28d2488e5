import { HttpError } from '@shoppable/api-client';
import { clearFormDrafts } from '@shoppable/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@shoppable/test-kit';
import { NoteEditor, saved, type NoteEditorProps } from '../testing/noteEditor';

beforeEach(() => clearFormDrafts());

const render = (props: Partial<NoteEditorProps> = {}) => {
  const all = {
    save: vi.fn(async (text: string) => ({ ...saved, text, version: 2 })),
    onBack: vi.fn(),
    onDirtyChange: vi.fn(),
    ...props,
  };
  renderWithApi(<NoteEditor {...all} />);
  return all;
};

/** Dispatches a cancelable beforeunload and answers whether the editor asked to stay. */
function leavingIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('EditorFrame', () => {
  it('reports changes, warns before the tab closes, and saves them on the loaded version', async () => {
    const props = render({ load: () => Promise.resolve(saved) });
    const text = await screen.findByRole('textbox', { name: 'Source' });
    expect(leavingIsQuestioned()).toBe(false);
    await userEvent.type(text, 'X');
    await waitFor(() => expect(props.onDirtyChange).toHaveBeenLastCalledWith(true));
    expect(leavingIsQuestioned()).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(props.onDirtyChange).toHaveBeenLastCalledWith(false));
    expect(props.save).toHaveBeenCalledWith('HelloX', 1);
    expect(leavingIsQuestioned()).toBe(false);
  });

  it('saves on Enter only when Save is enabled', async () => {
    const props = render();
    await userEvent.type(screen.getByRole('textbox', { name: 'Source' }), 'a?b{Enter}');
    expect(props.save).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Source' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Source' }), 'ok');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.type(screen.getByRole('textbox', { name: 'Source' }), '{Enter}');
    await waitFor(() => expect(props.save).toHaveBeenCalledWith('ok', null));
  });

  it("treats a create's 409 as an ordinary failure, in a dialog when titled", async () => {
    render({ save: vi.fn(() => Promise.reject(new HttpError(409))), saveFailedTitle: 'Not saved' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Source' }), 'New');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Not saved' });
    expect(dialog).toHaveTextContent('The note could not be saved (server).');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('textbox', { name: 'Source' })).toHaveValue('New');
  });

  it('tells the editor once when the load fails, and loads again on Try again', async () => {
    const onFailed = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(saved);
    render({ load, onFailed });
    expect(await screen.findByRole('alert')).toHaveTextContent('The note could not be loaded.');
    expect(onFailed).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Source' })).toHaveValue('Hello');
    expect(onFailed).toHaveBeenCalledOnce();
  });
});
