import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

interface PackageBuild {
  /** The package has vanilla-extract styles: emit them as `dist/index.css` (`./styles.css`). */
  css?: boolean;
  /** Entry points besides `src/index.ts`, e.g. `src/mocks/index.ts` for a `./mocks` export. */
  extraEntries?: string[];
}

/** The one build of every published package: ESM + `.d.ts`, dependencies left external. */
export function packageBuild({ css = false, extraEntries = [] }: PackageBuild = {}) {
  return defineConfig({
    entry: ['src/index.ts', ...extraEntries],
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    sourcemap: true,
    clean: true,
    treeshake: true,
    // TypeScript 6 deprecates the baseUrl that tsup's dts step sets (TS5101).
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    esbuildPlugins: css ? [vanillaExtractPlugin({ identifiers: 'short' })] : [],
  });
}

/** The build of a Node server app: one ESM bundle with the workspace packages compiled in from source. */
export function serverBuild() {
  return defineConfig({
    entry: ['src/main.ts'],
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    clean: true,
    sourcemap: true,
    noExternal: [/^@shoppable\//],
    esbuildOptions(options) {
      options.conditions = ['@shoppable/source'];
    },
  });
}
