import { MOCK_UPLOAD_ORIGIN } from '@shoppable/api-client/mocks';
import { BOOK_EXPERT_URL } from '@shoppable/domain';
import { BASE_URL, renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MagicStorePage, type MagicStorePageProps } from './MagicStorePage';

const api = setupMockApi();
const MB = 1024 * 1024;

/** Every request the page makes, as `METHOD path`. */
function recordRequests() {
  const seen: string[] = [];
  api.server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}
afterEach(() => api.server.events.removeAllListeners());

const file = (name: string, type: string, size?: number) => {
  const f = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

function renderPage(props: Partial<MagicStorePageProps> = {}) {
  const onFound = vi.fn();
  const onUpgrade = vi.fn();
  const view = renderWithApi(
    <MagicStorePage
      client={testClient}
      access="available"
      onFound={onFound}
      onUpgrade={onUpgrade}
      {...props}
    />,
  );
  const user = userEvent.setup({ applyAccept: false });
  const pick = async (f: File) => {
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, f);
  };
  return { ...view, onFound, onUpgrade, user, pick };
}

const dialog = () => screen.findByRole('dialog', { name: 'Creating your Magic Store' });

describe('MagicStorePage', () => {
  it('explains the feature with an example and a create button', () => {
    api.useMocks();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Magic Store' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByText(/A photo of a summer outfit becomes an Instant/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Magic Store' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'browse' })).toBeEnabled();
  });

  it.each([
    [
      'an image over 10 MB',
      file('big.png', 'image/png', 12 * MB),
      'Image file is too large! Please select an image under 10MB.',
    ],
    [
      'a video over 150 MB',
      file('long.mp4', 'video/mp4', 151 * MB),
      'File is too large! Please select a file under 150MB.',
    ],
    ['a .bmp', file('scan.bmp', 'image/bmp'), 'Media type image/bmp is not supported.'],
  ])('refuses %s with the spec message before any request', async (_what, f, message) => {
    api.useMocks();
    const seen = recordRequests();
    const { pick } = renderPage();
    await pick(f);
    // The page's alert (the drop zone's own stays empty: the page checks the files).
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('runs the flow for a JPEG: presign, PUT, compress, poll, search, then the finds', async () => {
    api.useMocks();
    const seen = recordRequests();
    const { pick, onFound } = renderPage();
    await pick(file('my look.jpg', 'image/jpeg'));
    const progress = await dialog();
    expect(within(progress).getByRole('list', { name: 'Steps' })).toBeInTheDocument();
    await waitFor(() => expect(onFound).toHaveBeenCalled(), { timeout: 5000 });
    const [result] = onFound.mock.calls[0]!;
    expect(result.coverUrl).toMatch(/^https:\/\/cdn\.shoppable\.test\/media\/\d+_my_look\.jpg$/);
    expect(result.coverUrl).toBe(result.mediaUrl);
    expect(result.products).toHaveLength(3);
    expect(seen).toEqual([
      'POST /admin/v1/media/presigned-url',
      expect.stringMatching(/^PUT \/\d+_my_look\.jpg$/),
      'POST /admin/v1/media/trigger-compression',
      'POST /admin/v1/media/check-compression-status',
      'POST /admin/v1/products/media/search/url',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches at once when the compression answers no job id', async () => {
    api.useMocks();
    api.server.use(
      http.post(`${BASE_URL}/admin/v1/media/trigger-compression`, async ({ request }) => {
        const { file_url } = (await request.json()) as { file_url: string };
        return HttpResponse.json({ status: true, data: { media_url: file_url }, error: null });
      }),
    );
    const seen = recordRequests();
    const { pick, onFound } = renderPage();
    await pick(file('look.jpg', 'image/jpeg'));
    await waitFor(() => expect(onFound).toHaveBeenCalled());
    expect(seen).not.toContain('POST /admin/v1/media/check-compression-status');
  });

  it('Cancel during compression aborts the status read and leaves no dialog and no finds', async () => {
    api.useMocks();
    let started = false;
    let aborted = false;
    api.server.use(
      http.post(`${BASE_URL}/admin/v1/media/check-compression-status`, async ({ request }) => {
        started = true;
        request.signal.addEventListener('abort', () => (aborted = true));
        await delay('infinite');
        return HttpResponse.json(null);
      }),
    );
    const { pick, onFound, user } = renderPage();
    await pick(file('look.jpg', 'image/jpeg'));
    const progress = await dialog();
    await waitFor(
      () =>
        expect(within(progress).getByRole('progressbar', { name: 'Compressing' })).toBeVisible(),
      { timeout: 4000 },
    );
    // The status read starts after the 2 s poll interval.
    await waitFor(() => expect(started).toBe(true), { timeout: 4000 });
    await user.click(within(progress).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(aborted).toBe(true));
    expect(onFound).not.toHaveBeenCalled();
  });

  it('names a failed search and retries it without uploading again', async () => {
    api.useMocks();
    let searches = 0;
    api.server.use(
      http.post(`${BASE_URL}/admin/v1/products/media/search/url`, () => {
        searches += 1;
        if (searches === 1) return HttpResponse.json({ status: false, data: null, error: 'down' });
        return HttpResponse.json({
          status: true,
          data: { selected_products: [], product_tag_result_ids: [] },
          error: null,
        });
      }),
    );
    const seen = recordRequests();
    const { pick, onFound, user } = renderPage();
    await pick(file('look.jpg', 'image/jpeg'));
    const progress = await dialog();
    expect(await within(progress).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Searching products failed. Your media is kept: Retry goes on from this step.',
    );
    expect(within(progress).queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(within(progress).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(onFound).toHaveBeenCalled());
    expect(seen.filter((s) => s.startsWith('PUT'))).toHaveLength(1);
    expect(seen.filter((s) => s.endsWith('/presigned-url'))).toHaveLength(1);
  });

  it('names a failed upload; Retry prepares and uploads again', async () => {
    api.useMocks();
    let puts = 0;
    api.server.use(
      http.put(`${MOCK_UPLOAD_ORIGIN}/*`, () => {
        puts += 1;
        return new HttpResponse(null, { status: puts === 1 ? 500 : 200 });
      }),
    );
    const { pick, onFound, user } = renderPage();
    await pick(file('look.jpg', 'image/jpeg'));
    const progress = await dialog();
    expect(await within(progress).findByRole('alert')).toHaveTextContent(
      'Uploading the media failed. Check your connection and retry.',
    );
    await user.click(within(progress).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(onFound).toHaveBeenCalled(), { timeout: 5000 });
    expect(puts).toBe(2);
  });

  it('offers free plans an upgrade instead of the drop zone', async () => {
    api.useMocks();
    const { onUpgrade, user } = renderPage({ access: 'free-plan' });
    expect(screen.queryByRole('button', { name: 'Create Magic Store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'browse' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(onUpgrade).toHaveBeenCalled();
  });

  it('offers admins without product vision a book-a-demo link', () => {
    api.useMocks();
    renderPage({ access: 'no-vision' });
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
      'href',
      BOOK_EXPERT_URL,
    );
    expect(screen.queryByRole('button', { name: 'Create Magic Store' })).not.toBeInTheDocument();
  });
});
