import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileTrigger } from './FileTrigger';

const MB = 1024 * 1024;

/** A file of a given size without allocating it. */
const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

// A user can switch the system chooser to "All files", so refusals are shown too.
const user = () => userEvent.setup({ applyAccept: false });
const input = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'UI/Fields/FileTrigger',
  component: FileTrigger,
  args: {
    children: 'Upload image',
    acceptedFileTypes: ['image/jpeg', 'image/png', 'image/webp'],
    maxFileSize: 10 * MB,
    onSelect: fn(),
  },
} satisfies Meta<typeof FileTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Upload image' });
    await expect(button).toHaveAccessibleDescription('JPEG, PNG, or WEBP, up to 10 MB');
    const photo = file('photo.png', 'image/png', 2 * MB);
    await user().upload(input(canvasElement), photo);
    await expect(args.onSelect).toHaveBeenCalledWith([photo]);
  },
};

export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user().upload(input(canvasElement), file('clip.mov', 'video/quicktime', MB));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'clip.mov is not a supported file. Use JPEG, PNG, or WEBP.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user().upload(input(canvasElement), file('poster.png', 'image/png', 12 * MB));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'poster.png is larger than 10 MB. Choose a file of at most 10 MB.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload image' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload image' })).toBeDisabled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { children: 'העלאת תמונה' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'העלאת תמונה' })).toHaveAccessibleDescription(
      /PNG או WEBP, עד 10 MB/,
    );
    await user().upload(input(canvasElement), file('סרט.mov', 'video/quicktime', MB));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/הקובץ סרט\.mov אינו נתמך/);
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await user().upload(input(canvasElement), file('big.webp', 'image/webp', 20 * MB));
    await expect(canvas.getByRole('alert')).toHaveTextContent('big.webp is larger than 10 MB.');
  },
};
