import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { FileTrigger } from './FileTrigger';
import { checkFiles, formatFileSize, typeName } from './fileRules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
// A user can switch the system chooser to "All files", so the rules are checked again.
const user = () => userEvent.setup({ applyAccept: false });
const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('checkFiles', () => {
  const rules = { acceptedFileTypes: ['image/png', 'image/*', '.pdf'], maxFileSize: 10 * MB };
  it.each([
    ['photo.png', 'image/png', MB, 'accepted'],
    ['clip.webp', 'image/webp', MB, 'accepted'],
    ['doc.PDF', '', MB, 'accepted'],
    ['exact.png', 'image/png', 10 * MB, 'accepted'],
    ['big.png', 'image/png', 10 * MB + 1, 'size'],
    ['movie.mov', 'video/quicktime', MB, 'type'],
    ['huge.mov', 'video/quicktime', 100 * MB, 'type'],
  ])('%s (%s, %d bytes) → %s', (name, type, size, outcome) => {
    const check = checkFiles([file(name, type, size)], rules);
    if (outcome === 'accepted') expect(check.accepted).toHaveLength(1);
    else expect(check.rejected.map((r) => r.reason)).toEqual([outcome]);
  });

  it('accepts everything without rules', () => {
    expect(checkFiles([file('a.bin', 'application/octet-stream', 5e9)], {}).accepted).toHaveLength(
      1,
    );
  });

  it('names types and sizes', () => {
    expect(
      ['image/png', 'image/svg+xml', 'video/quicktime', '.pdf', 'image/*'].map(typeName),
    ).toEqual(['PNG', 'SVG', 'MOV', 'PDF', 'image/*']);
    expect(formatFileSize(10 * MB, 'en-US')).toBe('10 MB');
    expect(formatFileSize(1.5 * MB, 'en-US')).toBe('1.5 MB');
    expect(formatFileSize(512 * 1024, 'en-US')).toBe('512 kB');
  });
});

describe('FileTrigger', () => {
  const rules = { acceptedFileTypes: ['image/png', 'image/jpeg'], maxFileSize: 10 * MB };

  it('is a button described by the accepted types and the limit', () => {
    render(<FileTrigger {...rules}>Upload image</FileTrigger>);
    expect(screen.getByRole('button', { name: 'Upload image' })).toHaveAccessibleDescription(
      'PNG or JPEG, up to 10 MB',
    );
    expect(input()).toHaveAttribute('accept', 'image/png,image/jpeg');
  });

  it('passes accepted files to onSelect', async () => {
    const onSelect = vi.fn();
    render(
      <FileTrigger {...rules} onSelect={onSelect}>
        Upload image
      </FileTrigger>,
    );
    const photo = file('photo.png', 'image/png', MB);
    await user().upload(input(), photo);
    expect(onSelect).toHaveBeenCalledWith([photo]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('refuses a wrong type and a file over the limit with a message naming them', async () => {
    const onSelect = vi.fn();
    const onCheck = vi.fn();
    render(
      <FileTrigger {...rules} allowsMultiple onSelect={onSelect} onCheck={onCheck}>
        Upload images
      </FileTrigger>,
    );
    const ok = file('ok.jpg', 'image/jpeg', MB);
    await user().upload(input(), [
      file('clip.mov', 'video/quicktime', MB),
      file('huge.png', 'image/png', 11 * MB),
      ok,
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'clip.mov is not a supported file. Use PNG or JPEG. huge.png is larger than 10 MB. Choose a file of at most 10 MB.',
    );
    expect(onSelect).toHaveBeenCalledWith([ok]);
    expect(onCheck.mock.calls[0]![0].rejected).toHaveLength(2);
  });

  it('does not call onSelect when every file is refused', async () => {
    const onSelect = vi.fn();
    render(
      <FileTrigger {...rules} onSelect={onSelect}>
        Upload image
      </FileTrigger>,
    );
    await user().upload(input(), file('notes.txt', 'text/plain', 10));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload image' })).toHaveAccessibleDescription(
      'PNG or JPEG, up to 10 MB notes.txt is not a supported file. Use PNG or JPEG.',
    );
  });

  it('speaks Hebrew and can hide the limits or be disabled', () => {
    render(
      <I18nProvider locale="he-IL">
        <FileTrigger {...rules}>העלאת תמונה</FileTrigger>
        <FileTrigger {...rules} showLimits={false} isDisabled>
          נעול
        </FileTrigger>
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'העלאת תמונה' })).toHaveAccessibleDescription(
      'PNG או JPEG, עד 10 MB',
    );
    const locked = screen.getByRole('button', { name: 'נעול' });
    expect(locked).toBeDisabled();
    expect(locked).not.toHaveAccessibleDescription();
  });
});
