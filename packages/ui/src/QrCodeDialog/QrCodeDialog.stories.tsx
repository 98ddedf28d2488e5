import type { Meta, StoryObj } from '@storybook/react-vite';
import jsQR from 'jsqr';
import { DialogTrigger } from 'react-aria-components';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { QrBrandProvider, type QrBrand } from './QrBrand';
import { QrCodeDialog } from './QrCodeDialog';

const url = 'https://shop.example/demo/s7Kp2Q?utm_source=flyer';
const scanUrl = 'https://shop.example/demo/s7Kp2Q?utm_source=flyer&utm_medium=qr';

/** A generated square logo, so the stories need no image files. */
const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" rx="24" fill="#5b3df5"/><path d="M30 80 L60 30 L90 80 Z" fill="#fff"/></svg>',
)}`;

type Args = React.ComponentProps<typeof QrCodeDialog> & { brand: QrBrand };

const meta = {
  title: 'UI/Overlays/QrCodeDialog',
  component: QrCodeDialog,
  args: { url, name: 'Spring flyer', fileName: 'short-s7Kp2Q-qr', brand: {} },
  render: ({ brand, ...args }: Args) => (
    <QrBrandProvider {...brand}>
      <DialogTrigger>
        <Button variant="secondary">QR code</Button>
        <QrCodeDialog {...args} />
      </DialogTrigger>
    </QrBrandProvider>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function open(canvasElement: HTMLElement, title = 'QR code · Spring flyer') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /QR/ }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: title });
  return dialog;
}

/**
 * Reads a PNG back with jsqr, as a phone's camera would: at half size (a camera sees fewer pixels
 * too), which keeps the story quick.
 */
async function decodePng(blob: Blob): Promise<{ text: string | null; size: number }> {
  const bitmap = await createImageBitmap(blob);
  const side = bitmap.width / 2;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0, side, side);
  const pixels = context.getImageData(0, 0, side, side);
  return { text: jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null, size: bitmap.width };
}

/** Presses Download PNG and reads the downloaded file back. */
async function downloadAndDecode(dialog: HTMLElement) {
  const created = spyOn(URL, 'createObjectURL');
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  try {
    const button = within(dialog).getByRole('button', { name: 'Download PNG' });
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalled(), { timeout: 5000 });
    await expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'short-s7Kp2Q-qr.png',
    );
    return await decodePng(created.mock.calls[0]![0] as Blob);
  } finally {
    created.mockRestore();
    click.mockRestore();
  }
}

/** Black on white, no logo: the downloaded 1024 px PNG reads back the address with utm_medium=qr. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await within(dialog).findByRole('img', { name: `QR code for ${scanUrl}` }, { timeout: 5000 });
    await expect(await downloadAndDecode(dialog)).toEqual({ text: scanUrl, size: 1024 });
  },
};

/** The merchant's logo in the centre and the theme colour: the PNG still reads back exactly. */
export const WithLogo: Story = {
  args: { brand: { logoUrl: logo, color: '#1D4ED8' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const image = await within(dialog).findByRole(
      'img',
      { name: `QR code for ${scanUrl}` },
      { timeout: 5000 },
    );
    await expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('<image href=');
    await expect(await downloadAndDecode(dialog)).toEqual({ text: scanUrl, size: 1024 });
  },
};

/** A pale theme colour: the code is black and a note says why. */
export const LowContrastFallback: Story = {
  args: { brand: { color: '#FACC15' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(
      await within(dialog).findByText(
        'Your theme colour #FACC15 is too pale to scan on white (contrast 1.53:1, 4.5:1 needed), so the code is black.',
      ),
    ).toBeInTheDocument();
    const image = await within(dialog).findByRole(
      'img',
      { name: `QR code for ${scanUrl}` },
      { timeout: 5000 },
    );
    await expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('stroke="#000000"');
  },
};

/** A browser without ClipboardItem: Copy image says to download the PNG instead. */
export const CopyUnsupported: Story = {
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window & {
      ClipboardItem?: typeof ClipboardItem;
    };
    const saved = view.ClipboardItem;
    view.ClipboardItem = undefined;
    try {
      const dialog = await open(canvasElement);
      const copy = within(dialog).getByRole('button', { name: 'Copy image' });
      await waitFor(() => expect(copy).toBeEnabled(), { timeout: 5000 });
      await userEvent.click(copy);
      await expect(within(dialog).getByRole('status')).toHaveTextContent(
        'This browser cannot copy images. Download the PNG instead.',
      );
    } finally {
      view.ClipboardItem = saved;
    }
  },
};

/** Hebrew: the dialog reads right to left, the address stays left to right. */
export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { name: 'פלאייר אביב' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'קוד QR · פלאייר אביב');
    await within(dialog).findByRole('img', { name: `קוד QR עבור ${scanUrl}` }, { timeout: 5000 });
    await expect(within(dialog).getByText(scanUrl)).toHaveAttribute('dir', 'ltr');
    await expect(within(dialog).getByRole('button', { name: 'הורדת PNG' })).toBeInTheDocument();
  },
};

/** Dark theme: the code keeps its white square, which scanners need. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { brand: { logoUrl: logo } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const dialog = await open(canvasElement);
    const image = await within(dialog).findByRole(
      'img',
      { name: `QR code for ${scanUrl}` },
      { timeout: 5000 },
    );
    await expect(getComputedStyle(image.parentElement!).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};
