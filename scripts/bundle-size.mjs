// Prints the raw and gzip bytes of the JS and CSS a built app or package ships: `node bundle-size.mjs <dist>`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(js|css)$/.test(name)) yield path;
  }
}

const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
for (const path of files(dist)) {
  const content = readFileSync(path);
  const gzip = gzipSync(content, { level: 9 }).length;
  const kind = path.endsWith('.css') ? 'css' : 'js';
  totals[kind].raw += content.length;
  totals[kind].gzip += gzip;
  console.log(
    `${relative(dist, path).padEnd(48)} ${String(content.length).padStart(9)} B ${String(gzip).padStart(8)} B gzip`,
  );
}
for (const [kind, { raw, gzip }] of Object.entries(totals)) {
  console.log(
    `total ${kind.padEnd(42)} ${String(raw).padStart(9)} B ${String(gzip).padStart(8)} B gzip`,
  );
}
