import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrBrandProvider } from './QrBrand';
import { QrCodeDialog } from './QrCodeDialog';

const url = 'http://localhost:8788/demo/s7Kp2Q?utm_source=flyer';
const scanUrl = 'http://localhost:8788/demo/s7Kp2Q?utm_source=flyer&utm_medium=qr';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog(brand: { logoUrl?: string | null; color?: string | null } = {}) {
  return render(
    <QrBrandProvider {...brand}>
      <QrCodeDialog isOpen url={url} name="Spring flyer" fileName="short-s7Kp2Q-qr" />
    </QrBrandProvider>,
  );
}

describe('QrCodeDialog', () => {
  it('shows the code of the public address with utm_medium=qr, titled by the link', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'QR code · Spring flyer' })).toBeInTheDocument();
    const image = await screen.findByRole('img', { name: `QR code for ${scanUrl}` });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(scanUrl)).toBeInTheDocument();
  });

  it('draws in a readable theme colour without a note', async () => {
    renderDialog({ color: '#1D4ED8' });
    const image = await screen.findByRole('img', { name: `QR code for ${scanUrl}` });
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('stroke="#1D4ED8"');
    expect(screen.queryByText(/too pale/)).not.toBeInTheDocument();
  });

  it('falls back to black and says why when the theme colour is too pale', async () => {
    renderDialog({ color: '#FACC15' });
    const image = await screen.findByRole('img', { name: `QR code for ${scanUrl}` });
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('stroke="#000000"');
    expect(
      screen.getByText(
        'Your theme colour #FACC15 is too pale to scan on white (contrast 1.53:1, 4.5:1 needed), so the code is black.',
      ),
    ).toBeInTheDocument();
  });

  it('embeds the logo in the code', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(new Blob(['logo'], { type: 'image/png' })),
    );
    renderDialog({ logoUrl: 'https://media.example/logo.png' });
    const image = await screen.findByRole('img', { name: `QR code for ${scanUrl}` });
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain(
      '<image href="data:image/png;base64,',
    );
  });

  it('draws the code without the logo, and says so, when the logo does not load', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 404 }));
    renderDialog({ logoUrl: 'https://media.example/gone.png' });
    const image = await screen.findByRole('img', { name: `QR code for ${scanUrl}` });
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).not.toContain('<image');
    expect(
      screen.getByText('Your logo could not be loaded, so the code has no logo.'),
    ).toBeInTheDocument();
  });

  it('downloads the SVG under the file name', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:qr');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderDialog();
    await screen.findByRole('img', { name: `QR code for ${scanUrl}` });
    await userEvent.click(screen.getByRole('button', { name: 'Download SVG' }));
    const blob = created.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toMatch(/^<svg /);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('short-s7Kp2Q-qr.svg');
  });

  it('says so when the browser cannot copy images', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    renderDialog();
    await screen.findByRole('img', { name: `QR code for ${scanUrl}` });
    await userEvent.click(screen.getByRole('button', { name: 'Copy image' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'This browser cannot copy images. Download the PNG instead.',
    );
  });

  it('copies the PNG with the Clipboard API, or says it failed', async () => {
    class FakeClipboardItem {
      constructor(readonly items: Record<string, unknown>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    // The clipboard reads the PNG (which happy-dom cannot draw), then accepts it once, then refuses.
    const write = vi
      .fn()
      .mockImplementationOnce(async ([item]: FakeClipboardItem[]) => {
        await (item!.items['image/png'] as Promise<Blob>).catch(() => undefined);
      })
      .mockRejectedValueOnce(new Error('no'));
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ write } as unknown as Clipboard);
    renderDialog();
    await screen.findByRole('img', { name: `QR code for ${scanUrl}` });
    await userEvent.click(screen.getByRole('button', { name: 'Copy image' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Image copied'));
    const item = write.mock.calls[0]?.[0]?.[0] as FakeClipboardItem;
    expect(Object.keys(item.items)).toEqual(['image/png']);
    await userEvent.click(screen.getByRole('button', { name: 'Copy image' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The image could not be copied. Download the PNG instead.',
      ),
    );
  });
});
