import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DropZone } from './DropZone';

const MB = 1024 * 1024;

/** A file of a given size without allocating it. */
const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

/**
 * Drags files from "the desktop" over the zone and drops them, with native drag events. The
 * DataTransfer is a stand-in: a constructed one has no file-system entries, which react-aria reads
 * for real drops.
 */
function drop(zone: HTMLElement, files: File[]) {
  const dataTransfer = {
    dropEffect: 'none',
    effectAllowed: 'all',
    files,
    types: ['Files'],
    items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
    getData: () => '',
  };
  const box = zone.getBoundingClientRect();
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const event = new DragEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: box.left + 10,
      clientY: box.top + 10,
    });
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    zone.dispatchEvent(event);
  }
}

const zoneOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-rac]')!;

const meta = {
  title: 'UI/Fields/DropZone',
  component: DropZone,
  args: {
    acceptedFileTypes: ['image/jpeg', 'image/png', 'video/mp4'],
    maxFileSize: 150 * MB,
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DropAFile: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'browse' })).toHaveAccessibleDescription(
      'JPEG, PNG, or MP4, up to 150 MB',
    );
    const clip = file('clip.mp4', 'video/mp4', 40 * MB);
    drop(zoneOf(canvasElement), [clip]);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith([clip]));
  },
};

export const RefusedDrop: Story = {
  args: { allowsMultiple: true },
  play: async ({ args, canvas, canvasElement }) => {
    drop(zoneOf(canvasElement), [
      file('notes.pdf', 'application/pdf', MB),
      file('film.mp4', 'video/mp4', 200 * MB),
    ]);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'notes.pdf is not a supported file. Use JPEG, PNG, or MP4. film.mp4 is larger than 150 MB. Choose a file of at most 150 MB.',
      ),
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const KeyboardBrowse: Story = {
  play: async ({ canvas }) => {
    // react-aria's visually hidden drop button comes first: it takes a paste from the keyboard.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Drop zone/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'browse' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'browse' })).toBeDisabled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('גררו קובץ לכאן או')).toBeVisible();
    drop(zoneOf(canvasElement), [file('מסמך.pdf', 'application/pdf', MB)]);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(/הקובץ מסמך\.pdf אינו נתמך/),
    );
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('button', { name: 'browse' })).toBeVisible();
  },
};
