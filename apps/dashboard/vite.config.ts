import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { workspaceResolution } from '../../vite.shared.ts';
import { earlyVerification } from './src/earlyVerification.ts';
import { LOCAL_API_URL } from './src/localApi.ts';
import { preloadAdminChunks } from './src/preloadAdminChunks.ts';

/**
 * The built dashboard renders with Preact's React layer (issue #18): react-dom was ≈ 60 kB of gzip
 * on every first screen, and the first chunk went from 135 to 76 kB. Development keeps React for
 * its DevTools and Fast Refresh, as do the stories and unit tests; the e2e suite and the bench run
 * on the build.
 * README.md ("Preact in the build") says what it took and what it measured.
 */
const resolved = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
const reactToPreact = [
  { find: /^react-dom\/client$/, replacement: resolved('preact/compat/client') },
  { find: /^react\/jsx-runtime$/, replacement: resolved('preact/compat/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: resolved('preact/compat/jsx-dev-runtime') },
  { find: /^react(-dom)?$/, replacement: resolved('preact/compat') },
];

/**
 * Matches the source files at these paths from the repository's root, without the `.ts`/`.tsx`
 * extension: `/` matches either separator, `*` any file name, `(a|b)` and `?` as in a regular
 * expression. For the chunk groups below.
 */
const sources = (...paths: string[]) =>
  new RegExp(
    `[\\\\/](${paths
      .map((path) =>
        path.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]').replaceAll('*', '[^\\\\/]+'),
      )
      .join('|')})(\\.tsx?)?$`,
  );
/** Matches what any of these matches. */
const anyOf =
  (...patterns: RegExp[]) =>
  (id: string) =>
    patterns.some((pattern) => pattern.test(id));

export default defineConfig(({ command, mode }) => ({
  ...workspaceResolution,
  resolve: {
    ...workspaceResolution.resolve,
    alias: command === 'build' ? reactToPreact : [],
  },
  // The router plugin goes before react(): it writes src/routeTree.gen.ts and splits each route.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    // react-aria carries its components' strings (a menu's hint, a table's sort labels…) in 34
    // languages; the dashboard speaks two (issue #18: −3 kB of gzip on the lists, −10 kB on analytics and trends, −11 kB in the link editor).
    optimizeLocales.vite({ locales: ['en-US', 'he-IL'] }),
    // The chunk groups below that every /admin page loads, asked for with the entry.
    preloadAdminChunks(['shell', 'common', 'query']),
    // The session check, sent from the HTML on /admin pages.
    earlyVerification(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL || LOCAL_API_URL),
  ],
  build: {
    rolldownOptions: {
      output: {
        // Fewer files on a first screen (issue #18): Lighthouse's slow 4G opens six connections
        // of 150 ms round trips, so a page's sixty small files cost ten waits in a row.
        codeSplitting: {
          groups: [
            // Everything the entry imports statically loads on every page: one chunk.
            { name: 'app', tags: ['$initial'] },
            // TanStack Query (never on the sign-in pages) is one chunk too: every /admin page
            // uses it, and Rolldown had cut it into a dozen (−3 to −5 kB of gzip per route).
            { name: 'query', test: /[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            // What the sign-in pages share with the shell: the API contract's schemas, the sign-in
            // forms' rules and the API's auth calls, ui's page and field styles, react-aria's link
            // and visually hidden text, react-stately's controlled state. Its own chunk, so that
            // the sign-in pages need not load the shell and Query for them (if `/login`'s JS grows
            // by the shell's ≈ 30 kB, a module it imports has joined the shell: add it here).
            {
              name: 'common',
              test: anyOf(
                /[\\/]packages[\\/]api-contract[\\/]src[\\/]/,
                /[\\/]react-aria(-components)?[\\/]dist[\\/]private[\\/](link|Link|visually-hidden)[\\/.]/,
                /[\\/]react-stately[\\/]dist[\\/]private[\\/]utils[\\/]/,
                sources(
                  'packages/domain/src/(numbers|validation|forms/auth|forms/messages)',
                  'packages/api-client/src/auth',
                  'packages/ui/src/(Page/Page|TextField/TextField.css)',
                ),
              ),
            },
            // The navigation shell and what every /admin page loads with it: the session's check
            // and mappers, the query cache, the page frame, ui's cards, skeletons, tags and empty
            // states. One file instead of about fifty (a page's own chunk no longer waits for
            // four rounds of six tiny files: home 28 → 12 files, see README). The lists'
            // first queries (src/prefetch: home, links, shorts) come with it: a page's loader asks
            // for its lists as soon as the session is verified, not one more file later.
            // Analytics' (its report's query and mapping, ≈ 1.1 kB) stays with that page.
            {
              name: 'shell',
              test: anyOf(
                /[\\/]src[\\/]routes[\\/]_shell([\\/]_auth)?\.tsx\?tsr-split=component$/,
                sources(
                  'apps/dashboard/src/prefetch/(home|links|shorts)',
                  'apps/dashboard/src/(queryClient|shell/(pageWidths|PageFrame|useInfluencerGate|usePublicUrl))',
                  'packages/account/src/session/calls',
                  'packages/api-client/src/(errorLog|mappers/(user|permissions|settings|theme|links|influencers|insights))',
                  'packages/ui/src/(Card|Skeleton|Tag|EmptyState)/*',
                  'packages/ui/src/intl/formatters',
                  'packages/links/src/LinkCard/linkTitle',
                ),
              ),
            },
            // What the list pages (links, shorts, multilinks, influencers…) share: the lifetime
            // figures, the infinite grid, the search field, the row menu and QR dialog.
            {
              name: 'lists',
              test: sources(
                'packages/analytics/src/(LifetimeStrip/*|intl/lifetime/index|intl/formats)',
                'packages/api-client/src/queries/analytics',
                'packages/ui/src/(StatTile/StatTile|Tooltip/LazyTooltipTrigger|InfiniteGrid/*|SearchField/SearchField)',
                'packages/ui/src/(QrCodeDialog/(LazyQrCodeDialog|useQrCodeDialog)|lazyDialog/lazyDialog|MoreMenu/MoreMenu)',
              ),
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
}));
