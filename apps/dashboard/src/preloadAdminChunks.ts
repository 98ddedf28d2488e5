import type { Plugin } from 'vite';
import { onAdminPages } from './onAdminPages';

/**
 * The build's plugin (vite.config.ts; the app never imports it) that asks for the chunks every
 * /admin page loads with the entry, from an inline script at the top of index.html, instead of
 * once the entry has run and imported the page (issue #18: Lantern had the shell's 23 kB start
 * after the entry's 76 kB; README, "The shell's chunks with the entry"). Only on /admin paths,
 * which a `<link rel="modulepreload">` cannot ask: the sign-in pages load neither the shell nor
 * Query. `names` are chunk groups' names, in the order to ask for them.
 */
export function preloadAdminChunks(names: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'shoppable:preload-admin-chunks',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const outputs = Object.values(bundle ?? {});
        const files = names.map((name) => {
          const chunk = outputs.find((output) => output.type === 'chunk' && output.name === name);
          if (!chunk) throw new Error(`preloadAdminChunks: the build has no chunk named ${name}`);
          return base + chunk.fileName;
        });
        // `crossOrigin = ''` as the entry's `<script type="module" crossorigin>`: the preloaded
        // module is the one the import then uses.
        const preload = `const link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.append(link);`;
        return [
          {
            tag: 'script',
            // Before the style sheet's link: an inline script waits for the style sheets above it.
            injectTo: 'head-prepend',
            children: onAdminPages(`for (const href of ${JSON.stringify(files)}) { ${preload} }`),
          },
        ];
      },
    },
  };
}
