import { MOCK_UPLOAD_ORIGIN, mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { MagicStorePage } from './MagicStorePage';

const MB = 1024 * 1024;
const api = (path: string) => `${STORY_BASE_URL}/admin/v1${path}`;

/** What the mock API received in the current story. */
const received = { presign: [] as unknown[], puts: [] as { type: string; head: number[] }[] };

/** Records the presign bodies and the PUTs (type and first bytes), then answers as the mocks do. */
const recording = [
  http.post(api('/media/presigned-url'), async ({ request }) => {
    received.presign.push(await request.clone().json());
    return undefined;
  }),
  http.put(`${MOCK_UPLOAD_ORIGIN}/*`, async ({ request }) => {
    const bytes = new Uint8Array(await request.arrayBuffer());
    received.puts.push({
      type: request.headers.get('content-type') ?? '',
      head: [...bytes.slice(0, 3)],
    });
    return new HttpResponse(null, { status: 200 });
  }),
];

const meta = {
  title: 'Links/MagicStorePage',
  component: MagicStorePage,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...recording, ...mockHandlers(STORY_BASE_URL)] },
  },
  args: { client: storyClient, access: 'available', onUpgrade: fn(), onFound: fn() },
  beforeEach: () => {
    received.presign = [];
    received.puts = [];
  },
} satisfies Meta<typeof MagicStorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Drags files from "the desktop" onto the drop zone with native drag events (a constructed
 * DataTransfer has no file-system entries, which react-aria reads for real drops).
 */
function drop(canvasElement: HTMLElement, files: File[]) {
  const browse = within(canvasElement).getByRole('button', { name: 'browse' });
  const zone = browse.parentElement!.closest<HTMLElement>('[data-rac]')!;
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

/** A real PNG of a few pixels. */
async function png(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 8;
  canvas.height = 8;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#5b3df5';
  context.fillRect(0, 0, 4, 8);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** A real WebM video of half a second, recorded from a canvas. */
async function webm(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 32;
  const context = canvas.getContext('2d')!;
  const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  for (let i = 0; i < 5; i++) {
    context.fillStyle = i % 2 ? '#5b3df5' : '#f5b400';
    context.fillRect(0, 0, 32, 32);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  recorder.stop();
  await stopped;
  return new File(chunks, name, { type: 'video/webm' });
}

/** A file of a given size without allocating it. */
const sized = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

/** Picks a file with the create button's file picker (its hidden input), whatever its type. */
async function pick(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}

/** The newest progress dialog once its entry animation has finished (stories share one iframe). */
async function progressDialog(name = 'Creating your Magic Store') {
  const dialog = (await screen.findAllByRole('dialog', { name }, { timeout: 5000 })).at(-1)!;
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Available: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Magic Store' })).toBeVisible();
    await expect(canvas.getByText(/A photo of a summer outfit becomes an Instant/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Magic Store' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'browse' })).toBeEnabled();
  },
};

/** A PNG dropped on the page is converted to JPEG, uploaded and searched; the finds go on. */
export const DropAPhoto: Story = {
  play: async ({ args, canvasElement }) => {
    drop(canvasElement, [await png('summer look!.png')]);
    await progressDialog();
    await waitFor(() => expect(args.onFound).toHaveBeenCalled(), { timeout: 8000 });
    await expect(received.presign).toEqual([
      { filename: expect.stringMatching(/^\d+_summer_look\.jpg$/), content_type: 'image/jpeg' },
    ]);
    await expect(received.puts).toEqual([{ type: 'image/jpeg', head: [0xff, 0xd8, 0xff] }]);
    const [result] = (args.onFound as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(result.products).toHaveLength(3);
    await expect(result.coverUrl).toMatch(/_summer_look\.jpg$/);
  },
};

/** A video goes through the same flow; its first frame, uploaded as an image, is the cover. */
export const DropAVideo: Story = {
  play: async ({ args, canvasElement }) => {
    drop(canvasElement, [await webm('clip.webm')]);
    await progressDialog();
    await waitFor(() => expect(args.onFound).toHaveBeenCalled(), { timeout: 8000 });
    await expect(received.presign).toEqual([
      { filename: expect.stringMatching(/^\d+_clip\.webm$/), content_type: 'video/webm' },
    ]);
    await expect(received.puts.map((p) => p.type)).toEqual(['video/webm']);
    const [result] = (args.onFound as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(result.mediaUrl).toMatch(/_clip\.webm$/);
    await expect(result.coverUrl).toBe('https://cdn.shoppable.test/uploads/upload');
  },
};

export const RefusedLargeImage: Story = {
  play: async ({ canvas, canvasElement }) => {
    drop(canvasElement, [sized('big.png', 'image/png', 12 * MB)]);
    const message = await canvas.findByText(
      'Image file is too large! Please select an image under 10MB.',
    );
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(received.presign).toEqual([]);
  },
};

export const RefusedLargeVideo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pick(canvasElement, sized('long.mp4', 'video/mp4', 151 * MB));
    await expect(
      await canvas.findByText('File is too large! Please select a file under 150MB.'),
    ).toBeVisible();
    await expect(received.presign).toEqual([]);
  },
};

export const RefusedType: Story = {
  play: async ({ canvas, canvasElement }) => {
    drop(canvasElement, [sized('scan.bmp', 'image/bmp', MB)]);
    await expect(await canvas.findByText('Media type image/bmp is not supported.')).toBeVisible();
    await expect(received.presign).toEqual([]);
  },
};

/** The compression never finishes here: the dialog shows it, and Cancel closes it. */
export const CompressingThenCancel: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(api('/media/check-compression-status'), () => delay('infinite')),
        ...mockHandlers(STORY_BASE_URL),
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    drop(canvasElement, [await png('look.png')]);
    const dialog = await progressDialog();
    await expect(
      await dialog.findByRole('progressbar', { name: 'Compressing' }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Creating your Magic Store' }),
      ).not.toBeInTheDocument(),
    );
    await expect(args.onFound).not.toHaveBeenCalled();
  },
};

/** The search fails once: the dialog names it; Retry searches again and the finds go on. */
export const SearchFailsThenRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(
          api('/products/media/search/url'),
          () => HttpResponse.json({ status: false, data: null, error: 'Vision is down' }),
          { once: true },
        ),
        ...mockHandlers(STORY_BASE_URL),
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    drop(canvasElement, [await png('look.png')]);
    const dialog = await progressDialog();
    await expect(await dialog.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Searching products failed. Your media is kept: Retry goes on from this step.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(args.onFound).toHaveBeenCalled(), { timeout: 5000 });
  },
};

export const FreePlan: Story = {
  args: { access: 'free-plan' },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Create Magic Store' }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { name: 'Magic Store is part of the paid plans' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

export const WithoutProductVision: Story = {
  args: { access: 'no-vision' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'browse' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
      'href',
      'https://shoppable.app/book-an-expert',
    );
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Magic Store' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'יצירת Magic Store' })).toBeVisible();
    await pick(canvasElement, sized('scan.bmp', 'image/bmp', MB));
    await expect(await canvas.findByText('סוג המדיה image/bmp אינו נתמך.')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const HebrewFreePlan: Story = {
  globals: { locale: 'he-IL' },
  args: { access: 'free-plan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'שדרוג' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    drop(canvasElement, [sized('big.png', 'image/png', 12 * MB)]);
    await expect(
      await canvas.findByText('Image file is too large! Please select an image under 10MB.'),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Create Magic Store' })).toBeVisible();
    drop(canvasElement, [await png('look.png')]);
    const dialog = await progressDialog();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await waitFor(() => expect(args.onFound).toHaveBeenCalled(), { timeout: 8000 });
  },
};
