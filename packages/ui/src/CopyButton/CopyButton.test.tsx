import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton, copyConfirmationMs } from './CopyButton';

const writeText = vi.fn<(text: string) => Promise<void>>();

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // A click through react-aria's press handling; fireEvent keeps user-event's clipboard stub out.
  const press = async (name: string) => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name }));
    });
  };

  it('copies the text, says Copied for 2000 ms, then goes back', async () => {
    writeText.mockResolvedValue();
    const onCopy = vi.fn();
    render(<CopyButton text="https://shop.example/demo/42" onCopy={onCopy} />);
    await press('Copy link');
    expect(writeText).toHaveBeenCalledWith('https://shop.example/demo/42');
    expect(onCopy).toHaveBeenCalledWith('https://shop.example/demo/42');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(copyConfirmationMs - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows an error message when the clipboard refuses', async () => {
    const failure = new Error('Denied');
    writeText.mockRejectedValue(failure);
    const onCopyError = vi.fn();
    render(
      <CopyButton text="x" errorMessage="Could not copy the link." onCopyError={onCopyError} />,
    );
    await press('Copy link');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not copy the link.');
    expect(onCopyError).toHaveBeenCalledWith(failure);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('shows the error when there is no clipboard at all', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    render(<CopyButton text="x">Copy</CopyButton>);
    await press('Copy');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('takes its labels in the UI language', async () => {
    writeText.mockResolvedValue();
    render(
      <CopyButton text="x" copiedLabel="הועתק">
        העתקת קישור
      </CopyButton>,
    );
    await press('העתקת קישור');
    expect(screen.getByRole('button', { name: 'הועתק' })).toBeInTheDocument();
  });
});
