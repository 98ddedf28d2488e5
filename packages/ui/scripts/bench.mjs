// ui's weight for a consumer: its CSS, and the gzip JS of a page importing only Button versus one
// importing every export (React left out: the host app has it anyway). Reads the built dist.
// Then, built from the sources so each module is accounted for, how many bytes of the chart
// drawing (EChart and echarts), the date picker (DateRangePicker) and the cropper (ImageCropDialog, react-easy-crop) each page
// pulls in: a Button-only page must pull in none of them.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const external = ['react', 'react-dom', 'react/jsx-runtime'];

async function pageBytes(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external,
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

// The heavy parts, found by the path of the modules that end up in the page's JS (lazy chunks
// included: a page that can show a chart pays for its drawing when it shows one).
const heavy = {
  'chart drawing':
    /src\/Chart\/(EChart|chartOption)|node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(echarts|zrender|echarts-for-react)\//,
  'date picker': /src\/DateRangePicker\//,
  cropper: /src\/ImageCropDialog\/|node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?react-easy-crop\//,
};

async function heavyBytes(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    outdir: 'bench-out',
    write: false,
    metafile: true,
    external,
    conditions: ['@shoppable/source'],
    plugins: [
      vanillaExtractPlugin({
        identifiers: 'short',
        esbuildOptions: { conditions: ['@shoppable/source'] },
      }),
    ],
    logLevel: 'silent',
  });
  // Only the chunks the page can load: its entry and what that imports, statically or lazily
  // (with splitting esbuild also writes chunks for lazy imports in modules tree-shaken away).
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint != null);
  const reachable = new Set();
  const visit = (path) => {
    if (reachable.has(path) || outputs[path] == null) return;
    reachable.add(path);
    for (const { path: imported } of outputs[path].imports) visit(imported);
  };
  visit(entry);
  const totals = Object.fromEntries(Object.keys(heavy).map((name) => [name, 0]));
  for (const path of reachable) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[path].inputs)) {
      for (const [name, pattern] of Object.entries(heavy)) {
        if (pattern.test(input)) totals[name] += bytesInOutput;
      }
    }
  }
  return totals;
}

const heavyInButton = await heavyBytes(
  "import { Button } from './src/index.ts'; console.log(Button);",
);
const heavyInAll = await heavyBytes("import * as ui from './src/index.ts'; console.log(ui);");
console.log(
  `\n${'minified bytes of'.padEnd(34)} ${'Button page'.padStart(11)} ${'all of ui'.padStart(11)}`,
);
for (const name of Object.keys(heavy)) {
  console.log(
    `${name.padEnd(34)} ${String(heavyInButton[name]).padStart(9)} B ${String(heavyInAll[name]).padStart(9)} B`,
  );
}
