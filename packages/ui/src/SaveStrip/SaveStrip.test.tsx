import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../TextField';
import { SaveStrip, saveStripDelayMs } from './SaveStrip';

function Editor({ save }: { save: () => Promise<void> }) {
  const [saved, setSaved] = useState('Summer');
  const [value, setValue] = useState('Summer');
  return (
    <>
      <TextField label="Title" value={value} onChange={setValue} />
      <SaveStrip
        hasChanges={value !== saved}
        onDiscard={() => setValue(saved)}
        onSave={() => save().then(() => setSaved(value))}
      />
    </>
  );
}

describe('SaveStrip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

  it('appears 500 ms after a change, in a polite status region', async () => {
    render(<Editor save={() => Promise.resolve()} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).not.toHaveTextContent('You have unsaved changes');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user().type(screen.getByRole('textbox', { name: 'Title' }), '!');
    act(() => vi.advanceTimersByTime(saveStripDelayMs - 1));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('You have unsaved changes');
    expect(within(status).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(status).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });

  it('Discard restores the saved value and hides the strip at once', async () => {
    render(<Editor save={() => Promise.resolve()} />);
    const field = screen.getByRole('textbox', { name: 'Title' });
    await user().type(field, ' sale');
    act(() => vi.advanceTimersByTime(saveStripDelayMs));
    await user().click(screen.getByRole('button', { name: 'Discard' }));
    expect(field).toHaveValue('Summer');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows Save busy until the save settles, then goes away', async () => {
    let finish = () => {};
    const save = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<Editor save={save} />);
    await user().type(screen.getByRole('textbox', { name: 'Title' }), ' sale');
    act(() => vi.advanceTimersByTime(saveStripDelayMs));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Summer sale');
  });

  it('stays, with what was typed, when the save fails', async () => {
    render(<Editor save={() => Promise.reject(new Error('offline'))} />);
    await user().type(screen.getByRole('textbox', { name: 'Title' }), ' sale');
    act(() => vi.advanceTimersByTime(saveStripDelayMs));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Summer sale');
  });

  it('speaks Hebrew by default under a Hebrew locale, and honours isPending', () => {
    render(
      <I18nProvider locale="he-IL">
        <SaveStrip hasChanges isPending delay={0} onSave={() => {}} onDiscard={() => {}} />
      </I18nProvider>,
    );
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('status')).toHaveTextContent('יש שינויים שלא נשמרו');
    expect(screen.getByRole('button', { name: 'ביטול השינויים' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'שמירה' })).toHaveAttribute('aria-disabled', 'true');
  });
});
