// Packs the feature packages the example embeds, and every @shoppable package they depend on, with
// `pnpm pack` (what a registry would serve), installs the example from those tarballs with npm —
// its own node_modules, no workspace link, no lockfile — and builds it (tsc, then vite).
// Run after the packages are built: `pnpm embed` at the root does both through turbo.
import { execFile, execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const example = dirname(dirname(fileURLToPath(import.meta.url)));
const root = dirname(dirname(example));
const tarballs = join(example, '.tarballs');
/** The packages the example imports; their @shoppable dependencies are packed with them. */
const EMBEDDED = [
  '@shoppable/ui',
  '@shoppable/api-client',
  '@shoppable/links',
  '@shoppable/analytics',
];

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Every workspace package by name: its folder and its manifest. */
const workspace = new Map(
  readdirSync(join(root, 'packages')).map((dir) => {
    const manifest = readJson(join(root, 'packages', dir, 'package.json'));
    return [manifest.name, { dir: join(root, 'packages', dir), manifest }];
  }),
);

/** The embedded packages and, transitively, the @shoppable packages they depend on at run time. */
function closure(names) {
  const found = new Set();
  const visit = (name) => {
    if (found.has(name)) return;
    const entry = workspace.get(name);
    if (!entry) throw new Error(`${name} is not a package of this workspace`);
    found.add(name);
    for (const dep of Object.keys(entry.manifest.dependencies ?? {}))
      if (dep.startsWith('@shoppable/')) visit(dep);
  };
  names.forEach(visit);
  return [...found].sort();
}

const packed = closure(EMBEDDED);
const declared = Object.keys(readJson(join(example, 'package.json')).dependencies).filter((name) =>
  name.startsWith('@shoppable/'),
);
if (packed.join() !== declared.sort().join())
  throw new Error(
    `examples/embed/package.json must name exactly the packed packages as file: dependencies ` +
      `(and overrides): ${packed.join(', ')}`,
  );

// The feature packages' READMEs show this example's code: it must still be there, verbatim.
const app = readFileSync(join(example, 'src', 'App.tsx'), 'utf8');
for (const readme of ['packages/links/README.md', 'packages/analytics/README.md']) {
  const section = readFileSync(join(root, readme), 'utf8')
    .split('## Embedded in another app')[1]
    ?.split('\n## ')[0];
  const blocks = [...(section ?? '').matchAll(/```tsx\n([\s\S]*?)```/g)].map((m) => m[1]);
  if (blocks.length === 0 || blocks.some((block) => !app.includes(block)))
    throw new Error(
      `${readme}: the embed section's code must be copied from examples/embed/src/App.tsx`,
    );
}

const started = Date.now();
const step = (what) =>
  console.log(`[embed] ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

rmSync(tarballs, { recursive: true, force: true });
mkdirSync(tarballs);
// The workspace's pinned pnpm (a root devDependency), whatever is on PATH.
const pnpm = join(
  dirname(createRequire(join(root, 'package.json')).resolve('pnpm')),
  readJson(createRequire(join(root, 'package.json')).resolve('pnpm')).bin.pnpm,
);
await Promise.all(
  packed.map((name) =>
    promisify(execFile)(process.execPath, [pnpm, 'pack', '--pack-destination', tarballs], {
      cwd: workspace.get(name).dir,
    }),
  ),
);
step(`packed ${packed.length} tarballs: ${readdirSync(tarballs).join(', ')}`);

// npm reinstalls a file: tarball of an unchanged version only when its folder is gone.
rmSync(join(example, 'node_modules', '@shoppable'), { recursive: true, force: true });
const run = (command, args) => execFileSync(command, args, { cwd: example, stdio: 'inherit' });
run('npm', [
  'install',
  '--prefer-offline',
  '--no-package-lock',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
]);
for (const name of packed) {
  if (lstatSync(join(example, 'node_modules', name)).isSymbolicLink())
    throw new Error(`${name} is linked, not installed from its tarball`);
}
step('installed from the tarballs');

run('npm', ['run', 'build']);
step('built examples/embed/dist');
