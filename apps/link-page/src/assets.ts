import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** One hashed, long-cacheable static file. */
export interface Asset {
  /** Its URL path, with the content hash in the name: `/assets/client.<hash>.js`. */
  path: string;
  /** Its bytes. */
  body: Uint8Array;
  /** Its content type. */
  type: string;
}

/** The client bundle the page loads. */
export interface ClientAssets {
  /** The page script. */
  script: Asset;
}

/** The client entry, found from this module (src/ in dev and tests, dist/ once built). */
const clientEntry = fileURLToPath(new URL('../src/client/client.ts', import.meta.url));

/**
 * Builds the client script with esbuild (minified ES2020, the workspace packages from source)
 * and names it by its content hash. Done once when the server starts.
 */
export async function buildClientAssets(): Promise<ClientAssets> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [clientEntry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    conditions: ['@shoppable/source'],
    legalComments: 'none',
    write: false,
  });
  const body = result.outputFiles[0]!.contents;
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return {
    script: { path: `/assets/client.${hash}.js`, body, type: 'text/javascript; charset=utf-8' },
  };
}

/** The gzip size of an asset in bytes (the bundle budget is measured gzipped). */
export const gzipSize = (asset: Asset): number => gzipSync(asset.body).byteLength;
