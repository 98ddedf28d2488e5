// Lighthouse and headless Chromium for the benches that run it (routes.mjs, lantern.mjs):
// Lighthouse from its package (its `main`, an ES module), Chromium through Lighthouse's own
// chrome-launcher.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromePath } from './serve.mjs';

const require = createRequire(import.meta.url);
const lighthouseDir = dirname(require.resolve('lighthouse/package.json'));

/** Imports a module of Lighthouse's package by its path inside it. */
export const importFromLighthouse = (path) => import(pathToFileURL(join(lighthouseDir, path)));

export const { default: lighthouse } = await importFromLighthouse(
  JSON.parse(readFileSync(join(lighthouseDir, 'package.json'))).main,
);

const chromeLauncher = await import(
  pathToFileURL(createRequire(join(lighthouseDir, 'package.json')).resolve('chrome-launcher'))
);

/** Starts headless Chromium for Lighthouse; `kill()` it when done. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}
