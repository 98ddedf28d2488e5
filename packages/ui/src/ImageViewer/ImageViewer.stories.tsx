import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ImageViewer } from './ImageViewer';

/** A generated picture, so the stories need no image files. */
const picture = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${fill}"/><text x="400" y="310" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`;

const images = [
  { src: picture('#5b3df5', 'Front'), alt: 'Linen shirt, front' },
  { src: picture('#30a46c', 'Back'), alt: 'Linen shirt, back' },
  { src: picture('#f76808', 'Detail'), alt: 'Linen shirt, collar detail' },
];

const meta = {
  title: 'UI/Overlays/ImageViewer',
  component: ImageViewer,
  args: { images, onIndexChange: fn() },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">View photos</Button>
      <ImageViewer {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

export const Buttons: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View photos' }));
    const viewer = await body(canvasElement).findByRole('dialog', { name: 'Image viewer' });
    await waitFor(() =>
      expect(within(viewer).getByRole('img', { name: 'Linen shirt, front' })).toBeVisible(),
    );
    await expect(viewer).toHaveTextContent('1 of 3');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next image' }));
    await expect(within(viewer).getByRole('img', { name: 'Linen shirt, back' })).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await closed(canvasElement);
  },
};

export const KeyboardArrowsAndEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'View photos' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const viewer = await body(canvasElement).findByRole('dialog', { name: 'Image viewer' });
    await waitFor(() =>
      expect(viewer.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      within(viewer).getByRole('img', { name: 'Linen shirt, collar detail' }),
    ).toBeVisible();
    await expect(within(viewer).getByRole('button', { name: 'Next image' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(viewer).toHaveTextContent('2 of 3');
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SingleImage: Story = {
  args: { images: images.slice(0, 1), defaultOpen: true },
  render: (args) => <ImageViewer {...args} />,
  play: async ({ canvasElement }) => {
    const viewer = await body(canvasElement).findByRole('dialog', { name: 'Image viewer' });
    await expect(within(viewer).queryByRole('button', { name: 'Next image' })).toBeNull();
    await waitFor(() =>
      expect(within(viewer).getByRole('img', { name: 'Linen shirt, front' })).toBeVisible(),
    );
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { defaultOpen: true },
  render: (args) => <ImageViewer {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const viewer = await body(canvasElement).findByRole('dialog', { name: 'מציג התמונות' });
    const previous = within(viewer).getByRole('button', { name: 'התמונה הקודמת' });
    const next = within(viewer).getByRole('button', { name: 'התמונה הבאה' });
    // Previous on the right, next on the left; ArrowLeft goes forward.
    await expect(next.getBoundingClientRect().left).toBeLessThan(
      previous.getBoundingClientRect().left,
    );
    await waitFor(() =>
      expect(viewer.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(viewer).toHaveTextContent('2 מתוך 3');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true, defaultIndex: 1 },
  render: (args) => <ImageViewer {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const viewer = await body(canvasElement).findByRole('dialog', { name: 'Image viewer' });
    await waitFor(() =>
      expect(within(viewer).getByRole('img', { name: 'Linen shirt, back' })).toBeVisible(),
    );
  },
};
