import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from './endpoints/index';
import { toOpenApiDocument } from './openapi';

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

const require = createRequire(import.meta.url);
// The CLI's bin runs under this Node, so the test needs no global install and no shell.
const cli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
let folder = '';

/** Runs `redocly lint` with only the recommended rules and answers its problems. */
async function lint(document: unknown): Promise<LintProblem[]> {
  const file = join(folder, `openapi-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(document));
  const run = promisify(execFile)(
    process.execPath,
    [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'],
    // Telemetry and the update check would reach the network, which tests never do.
    {
      cwd: folder,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 32 * 1024 * 1024,
      timeout: 60_000,
    },
  );
  // The CLI exits non-zero when it finds errors; its JSON report is on stdout either way.
  const { stdout } = await run.catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the generated OpenAPI document under Redocly', () => {
  it('has no error with the recommended rules', async () => {
    const problems = await lint(toOpenApiDocument(Object.values(endpoints)));
    const describe = (p: LintProblem) =>
      `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`;
    expect(problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
    // Ambiguous paths (`/links/{id}/close` beside `/links/multi/{id}`) are the URLs the spec gives.
    expect(problems.filter((p) => p.ruleId !== 'no-ambiguous-paths').map(describe)).toEqual([]);
  }, 90_000);

  it('is checked by a linter that does report an operation without a summary', async () => {
    const document = toOpenApiDocument(Object.values(endpoints));
    delete (document.paths['/health']?.get as { summary?: string }).summary;
    const problems = await lint(document);
    expect(problems.map((p) => p.ruleId)).toContain('operation-summary');
  }, 90_000);
});
