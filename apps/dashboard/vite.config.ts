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
    // react-aria carries its components' strings (a menu's hint, a table's sort labels…) in 34
    // languages; the dashboard speaks two (issue #18: −3 kB of gzip on the lists, −10 kB on analytics and trends, −11 kB in the link editor).
    optimizeLocales.vite({ locales: ['en-US', 'he-IL'] }),
  ],
  build: {
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every page: one chunk instead of a
        // dozen small shared ones (fewer requests, better compression). Routes stay split.
        // TanStack Query (never on the sign-in pages) is one chunk too: every /admin page uses
        // it, and Rolldown had cut it into a dozen (issue #18: −3 to −5 kB of gzip per route).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'query', test: /[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
});
