// @vitest-environment node
import { qrScanUrl } from '@shoppable/domain';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { toBuffer } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_MARGIN, QR_PNG_SIZE, qrLogoBox, qrSvg } from './qrCode';

const url = qrScanUrl('http://localhost:8788/demo/s7Kp2Q?utm_source=flyer&utm_campaign=spring');

/** The PNG the dialog makes, as qrcode renders it in Node: 1024 px, level H, the quiet zone. */
async function renderPng(text: string, color = '#000000'): Promise<PNG> {
  const buffer = await toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'H',
    margin: QR_MARGIN,
    width: QR_PNG_SIZE,
    color: { dark: color, light: '#ffffff' },
  });
  return PNG.sync.read(buffer);
}

/**
 * Covers the logo's square as the dialog does (qrLogoBox), with the worst logo there is: a fine
 * checkerboard of the code's own colour that no module survives under.
 */
function coverWithLogo(png: PNG, rgb: [number, number, number]): void {
  const box = qrLogoBox(png.width);
  for (let y = Math.floor(box.y); y < Math.ceil(box.y + box.side); y += 1) {
    for (let x = Math.floor(box.x); x < Math.ceil(box.x + box.side); x += 1) {
      const dark = (Math.floor(x / 7) + Math.floor(y / 7)) % 2 === 0;
      const at = (y * png.width + x) * 4;
      png.data[at] = dark ? rgb[0] : 255;
      png.data[at + 1] = dark ? rgb[1] : 255;
      png.data[at + 2] = dark ? rgb[2] : 255;
      png.data[at + 3] = 255;
    }
  }
}

const decode = (png: PNG) =>
  jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;

describe('the QR code PNG', () => {
  it('is 1024 px square and reads back the exact address, utm_medium=qr included', async () => {
    const png = await renderPng(url);
    expect([png.width, png.height]).toEqual([QR_PNG_SIZE, QR_PNG_SIZE]);
    expect(decode(png)).toBe(url);
  });

  it('still reads back the exact address with the logo covering its centre', async () => {
    const png = await renderPng(url);
    coverWithLogo(png, [0, 0, 0]);
    expect(decode(png)).toBe(url);
  });

  it('reads back in a theme colour with a logo', async () => {
    const png = await renderPng(url, '#1D4ED8');
    coverWithLogo(png, [0x1d, 0x4e, 0xd8]);
    expect(decode(png)).toBe(url);
  });
});

describe('qrSvg', () => {
  it('draws the code in the colour on white, with no logo when none is given', async () => {
    const svg = await qrSvg(url, '#1D4ED8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('stroke="#1D4ED8"');
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).not.toContain('<image');
  });

  it('puts the logo, embedded, on a white square in the centre', async () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const svg = await qrSvg(url, '#000000', logo);
    const side = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
    const box = qrLogoBox(side);
    expect(svg).toContain(
      `<rect x="${box.x}" y="${box.y}" width="${box.side}" height="${box.side}" fill="#ffffff"/>`,
    );
    expect(svg).toContain(`<image href="${logo}"`);
    expect(svg.endsWith('</svg>')).toBe(true);
  });
});
