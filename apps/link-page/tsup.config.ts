import { defineConfig } from 'tsup';

// A self-contained server bundle: workspace packages are compiled in from their sources.
export default defineConfig({
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
