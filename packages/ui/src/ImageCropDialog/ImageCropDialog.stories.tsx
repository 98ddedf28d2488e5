import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ImageCropDialog } from './ImageCropDialog';
import { cropVariants } from './imageCropVariants';

/** A generated 1200 × 800 photo, so the stories need no image files. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#5b3df5"/><stop offset="1" stop-color="#f76808"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><circle cx="600" cy="400" r="220" fill="#fff" opacity="0.7"/></svg>',
)}`;

const meta = {
  title: 'UI/Overlays/ImageCropDialog',
  component: ImageCropDialog,
  args: { src: photo, onCrop: fn(), onBack: fn() },
  argTypes: { variant: { control: 'inline-radio', options: cropVariants } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Crop photo</Button>
      <ImageCropDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ImageCropDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
const cropArea = (dialog: HTMLElement) =>
  within(dialog).findByRole(
    'group',
    { name: 'Crop area: drag or use the arrow keys to move the image' },
    { timeout: 5000 },
  );
const ratioOf = (element: HTMLElement) => {
  const { width, height } = element.getBoundingClientRect();
  return width / height;
};

export const CropAndDone: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Crop photo' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Crop image' });
    const area = await cropArea(dialog);
    // The original ratio of the 1200 × 800 photo.
    await waitFor(() => expect(ratioOf(area)).toBeCloseTo(1.5, 1));
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toBeEnabled());
    await userEvent.click(done);
    await waitFor(() => expect(args.onCrop).toHaveBeenCalledOnce());
    const blob = (args.onCrop as ReturnType<typeof fn>).mock.calls[0]?.[0] as Blob;
    await expect(blob.type).toBe('image/png');
    await expect(blob.size).toBeGreaterThan(0);
    await closed(canvasElement);
  },
};

export const KeyboardRatioAndZoom: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Crop image' });
    const area = await cropArea(dialog);
    // The ratio menu: open with Enter, pick 1:1 with the arrow keys.
    within(dialog).getByRole('button', { name: 'Aspect ratio: Original' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() =>
      expect(menu.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(ratioOf(area)).toBeCloseTo(1, 1));
    await expect(
      within(dialog).getByRole('button', { name: 'Aspect ratio: 1:1' }),
    ).toBeInTheDocument();
    // The zoom slider: Tab to it, then the arrow keys step by 0.02.
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    while (canvasElement.ownerDocument.activeElement !== zoom) await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(zoom).toHaveValue('1.1');
    await expect(within(dialog).getByText('1.10')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(zoom).toHaveValue('3');
    // The crop area itself takes focus; arrow keys move the image under it.
    area.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(area).toHaveFocus();
  },
};

export const Back: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Crop photo' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Crop image' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await closed(canvasElement);
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(args.onCrop).not.toHaveBeenCalled();
  },
};

export const LogoFixedFourToOne: Story = {
  args: { variant: 'logo', defaultOpen: true },
  render: (args) => <ImageCropDialog {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Crop image' });
    const area = await cropArea(dialog);
    await waitFor(() => expect(ratioOf(area)).toBeCloseTo(4, 1));
    await expect(within(dialog).queryByRole('button', { name: /Aspect ratio/ })).toBeNull();
  },
};

export const InfluencerRound: Story = {
  args: { variant: 'influencer', defaultOpen: true, title: 'Profile image' },
  render: (args) => <ImageCropDialog {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Profile image' });
    const area = await cropArea(dialog);
    await waitFor(() => expect(ratioOf(area)).toBeCloseTo(1, 1));
    await expect(getComputedStyle(area).borderRadius).toBe('50%');
  },
};

export const UploadFails: Story = {
  args: {
    defaultOpen: true,
    onCrop: fn(() => Promise.reject(new Error('Request timed-out, please try again later'))),
  },
  render: (args) => <ImageCropDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Crop image' });
    await cropArea(dialog);
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toBeEnabled());
    await userEvent.click(done);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The image could not be cropped. Try again or choose another image.',
    );
    await expect(args.onCrop).toHaveBeenCalledOnce();
    await expect(done).not.toHaveAttribute('aria-disabled');
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { defaultOpen: true },
  render: (args) => <ImageCropDialog {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'חיתוך תמונה' });
    await within(dialog).findByRole(
      'group',
      { name: 'אזור החיתוך: גררו או השתמשו בחיצים כדי להזיז את התמונה' },
      { timeout: 5000 },
    );
    const back = within(dialog).getByRole('button', { name: 'חזרה' });
    const done = within(dialog).getByRole('button', { name: 'סיום' });
    // Back at the inline start (right), Done at the inline end (left).
    await expect(done.getBoundingClientRect().right).toBeLessThan(
      back.getBoundingClientRect().left,
    );
    await expect(within(dialog).getByRole('slider', { name: 'זום' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  render: (args) => <ImageCropDialog {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Crop image' });
    await cropArea(dialog);
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
