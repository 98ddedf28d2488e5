// The Vite config of the root: Storybook reads it, and vitest.config.ts extends it. vanilla-extract's
// compiler loads this file to evaluate `.css.ts` files, so the workspace resolution must live here.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { workspaceResolution } from './vite.shared.ts';

export default defineConfig({
  ...workspaceResolution,
  plugins: [vanillaExtractPlugin()],
});
