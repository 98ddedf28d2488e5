// Unit tests of one workspace package: each package runs `vitest run --config ../../vitest.unit.config.ts --root .`.
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceResolution } from './vite.shared.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  ...workspaceResolution,
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    restoreMocks: true,
  },
});
