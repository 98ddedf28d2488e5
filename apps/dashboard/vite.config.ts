import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceResolution } from '../../vite.shared.ts';

export default defineConfig({
  ...workspaceResolution,
  // The router plugin goes before react(): it writes src/routeTree.gen.ts and splits each route.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    // react-aria carries its components' strings in 34 languages; the dashboard speaks two.
    optimizeLocales.vite({ locales: ['en-US', 'he-IL'] }),
  ],
  server: { port: 5173, strictPort: true },
});
