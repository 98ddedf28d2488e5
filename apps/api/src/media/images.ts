/**
 * Deterministic demo images (products, collections, social posts) served by the API itself, so
 * the dashboard and the link pages show real images offline. The same name always draws the same
 * picture: a background colour from the name's hash (or from the colour named in it), a simple
 * garment-like shape and the item's label.
 */
import type { Hono } from 'hono';

/** The demo store's colour option values and their hex (product images are tinted with them). */
export const DEMO_COLORS: Readonly<Record<string, string>> = {
  Black: '#111111',
  White: '#F5F5F0',
  Sand: '#D8C3A5',
  Navy: '#1F2A44',
  Olive: '#708238',
  Rose: '#E8A0A8',
};
const COLOR_HEX: Record<string, string> = Object.fromEntries(
  Object.entries(DEMO_COLORS).map(([name, hex]) => [name.toLowerCase(), hex]),
);

/** The kinds of demo images. */
export type DemoImageKind = 'product' | 'collection' | 'post';

/** The API's public base URL: `PUBLIC_URL`, else `http://127.0.0.1:${PORT ?? 8787}`. */
export function publicUrl(): string {
  const configured = process.env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  return configured || `http://127.0.0.1:${process.env.PORT ?? 8787}`;
}

/** The absolute URL of a demo image; `color` (an option value such as "Navy") tints it. */
export function demoImageUrl(kind: DemoImageKind, key: string, color?: string): string {
  const name = color ? `${key}-${color.toLowerCase()}` : key;
  return `${publicUrl()}/media/demo/${kind}/${encodeURIComponent(name)}.svg`;
}

/** A 32-bit FNV-1a hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`).slice(0, 40);

/** The SVG of a demo image name (`demo-12-navy`, `demo-instagram-3`). */
export function renderDemoImage(kind: DemoImageKind, name: string): string {
  const h = hash(`${kind}:${name}`);
  const colorName = name.split('-').at(-1) ?? '';
  const fill = COLOR_HEX[colorName] ?? `hsl(${h % 360} 45% 62%)`;
  const accent = `hsl(${(h >> 9) % 360} 35% 92%)`;
  const label = escapeXml(name.replace(/-/g, ' '));
  const size = kind === 'collection' ? { w: 600, h: 400 } : { w: 600, h: 600 };
  const shape =
    kind === 'post'
      ? `<circle cx="${size.w / 2}" cy="${size.h / 2 - 30}" r="${120 + (h % 60)}" fill="${fill}"/>`
      : `<path d="M200 140 L260 110 Q300 140 340 110 L400 140 L440 230 L390 250 L390 470 L210 470 L210 250 L160 230 Z" fill="${fill}" stroke="#00000022" stroke-width="4"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" viewBox="0 0 ${size.w} ${size.h}" role="img" aria-label="${label}">`,
    `<rect width="100%" height="100%" fill="${accent}"/>`,
    shape,
    `<text x="50%" y="${size.h - 40}" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#333">${label}</text>`,
    '</svg>',
  ].join('');
}

const KINDS = new Set<string>(['product', 'collection', 'post']);

/** `GET /media/demo/{kind}/{name}.svg`: the demo images, cacheable for a day. */
export function registerDemoImageRoutes(app: Hono): void {
  app.get('/media/demo/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    const match = /^([\w.-]{1,80})\.svg$/.exec(file);
    if (!KINDS.has(kind) || !match?.[1]) {
      return c.json({ status: false, data: null, error: 'No such demo image' }, 404);
    }
    c.header('content-type', 'image/svg+xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=86400');
    c.header('cross-origin-resource-policy', 'cross-origin');
    return c.body(renderDemoImage(kind as DemoImageKind, match[1]));
  });
}
