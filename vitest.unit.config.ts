// Unit tests of one workspace package: each package runs `vitest run --config ../../vitest.unit.config.ts --root .`.
// The workspace resolution and vanilla-extract come from the root vite.config.ts.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [react()],
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
      restoreMocks: true,
      // A loaded two-core CI machine renders a page of rows in seconds; 5 s was too tight.
      testTimeout: 20_000,
      // The files of a worker share one module graph and environment instead of rebuilding them
      // per file: ui's 56 files ran in 48 s instead of 7 min on a loaded two-core machine. Each file
      // leaves global state as it found it (cleanup after every test, registries restored).
      isolate: false,
    },
  }),
);
