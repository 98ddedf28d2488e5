import { renderLinkPage, type LinkPageProps } from '@shoppable/link-preview';
import { Hono } from 'hono';

/** Until the public page-data endpoint exists, the link page shows this sample. */
const samplePage: LinkPageProps = {
  storeName: 'Demo store',
  description: 'A sample link page rendered on the server.',
  products: [
    { id: '1', title: 'Linen shirt', price: '$40.00' },
    { id: '2', title: 'Straw hat', price: '$25.00' },
  ],
};

const document = ({ html, css }: { html: string; css: string }) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Shoppable</title><style>${css}</style></head><body>${html}</body></html>`;

/** The public link-page server. */
export function createApp() {
  const app = new Hono();
  app.get('/health', (c) =>
    c.json({ status: true, data: { service: 'link-page', ok: true }, error: null }),
  );
  app.get('/sample', (c) => c.html(document(renderLinkPage(samplePage))));
  return app;
}
