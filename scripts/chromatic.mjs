// `pnpm chromatic`: builds Storybook and publishes it to Chromatic with the project token of
// CHROMATIC_PROJECT_TOKEN, which the CLI reads from the environment (so it never shows in a
// process list). Without a token there is nothing to publish to: it says so and succeeds, so
// that a machine or a fork without the secret is not failed by it. Extra arguments go to the CLI.
//
// `--exit-zero-on-changes`: a visual change is reviewed and accepted in Chromatic's UI, where its
// build status shows it; the committed screenshots of `pnpm test:stories` are the gate that fails.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped, no project token is set (CHROMATIC_PROJECT_TOKEN)');
  process.exit(0);
}

const require = createRequire(import.meta.url);
const packageJson = require.resolve('chromatic/package.json');
const { bin } = JSON.parse(readFileSync(packageJson, 'utf8'));
const cli = join(dirname(packageJson), typeof bin === 'string' ? bin : bin.chromatic);

const { status, error } = spawnSync(
  process.execPath,
  [
    cli,
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
if (error) throw error;
process.exit(status ?? 1);
