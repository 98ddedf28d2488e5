import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropZone } from './DropZone';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const rules = { acceptedFileTypes: ['image/png', 'image/jpeg'], maxFileSize: 10 * MB };

/** The DataTransfer a browser gives for files dragged from the desktop. */
function dataTransfer(files: File[]) {
  return {
    dropEffect: 'none',
    effectAllowed: 'all',
    files,
    types: ['Files'],
    items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
    getData: () => '',
  };
}

/** Drags the files over the zone and drops them, as react-aria's drop hooks see it. */
async function drop(zone: HTMLElement, files: File[]) {
  const transfer = dataTransfer(files);
  await act(async () => {
    fireEvent.dragEnter(zone, { dataTransfer: transfer, clientX: 5, clientY: 5 });
    fireEvent.dragOver(zone, { dataTransfer: transfer, clientX: 5, clientY: 5 });
    fireEvent.drop(zone, { dataTransfer: transfer, clientX: 5, clientY: 5 });
  });
}

const zoneElement = () => document.querySelector<HTMLElement>('[data-rac]')!;

describe('DropZone', () => {
  it('offers a browse button described by the types and the limit', () => {
    render(<DropZone {...rules} />);
    expect(screen.getByRole('button', { name: 'browse' })).toHaveAccessibleDescription(
      'PNG or JPEG, up to 10 MB',
    );
    expect(screen.getByText('Drag a file here or')).toBeInTheDocument();
  });

  it('passes a browsed file that passes the rules to onSelect', async () => {
    const onSelect = vi.fn();
    render(<DropZone {...rules} onSelect={onSelect} />);
    const photo = file('photo.png', 'image/png', MB);
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, photo);
    expect(onSelect).toHaveBeenCalledWith([photo]);
  });

  it('takes dropped files and refuses the ones that break the rules with a message', async () => {
    const onSelect = vi.fn();
    render(<DropZone {...rules} allowsMultiple onSelect={onSelect} />);
    const ok = file('ok.png', 'image/png', MB);
    await drop(zoneElement(), [file('clip.mov', 'video/quicktime', MB), ok]);
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith([ok]));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'clip.mov is not a supported file. Use PNG or JPEG.',
    );
  });

  it('keeps only the first dropped file without allowsMultiple', async () => {
    const onSelect = vi.fn();
    render(<DropZone {...rules} onSelect={onSelect} />);
    const first = file('first.jpg', 'image/jpeg', MB);
    await drop(zoneElement(), [first, file('second.jpg', 'image/jpeg', MB)]);
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith([first]));
  });

  it('names a file over the limit and disables its button when disabled', async () => {
    const onSelect = vi.fn();
    const { unmount } = render(<DropZone {...rules} onSelect={onSelect} />);
    await drop(zoneElement(), [file('huge.png', 'image/png', 30 * MB)]);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'huge.png is larger than 10 MB. Choose a file of at most 10 MB.',
      ),
    );
    expect(onSelect).not.toHaveBeenCalled();
    unmount();
    render(<DropZone {...rules} isDisabled />);
    expect(screen.getByRole('button', { name: 'browse' })).toBeDisabled();
  });
});
