// ui's weight for a consumer: its CSS, and the gzip JS of a page importing only Button versus one
// importing every export (React left out: the host app has it anyway). Reads the built dist.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

async function pageBytes(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  return result.outputFiles[0].contents;
}

const css = readFileSync('dist/index.css');
const onlyButton = await pageBytes(
  "import { Button } from './dist/index.js'; console.log(Button);",
);
const everything = await pageBytes("import * as ui from './dist/index.js'; console.log(ui);");

const row = (label, bytes) =>
  console.log(
    `${label.padEnd(34)} ${String(bytes.length).padStart(9)} B ${String(gzip(bytes)).padStart(8)} B gzip`,
  );
row('ui CSS (dist/index.css)', css);
row('page importing only Button (JS)', onlyButton);
row('page importing all of ui (JS)', everything);
