import type { HtmlTagDescriptor, IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadAdminChunks } from './preloadAdminChunks';

const chunk = (name: string, fileName: string) => ({ type: 'chunk', name, fileName });
const bundle = {
  'assets/index-a.js': chunk('app', 'assets/index-a.js'),
  'assets/query-b.js': chunk('query', 'assets/query-b.js'),
  'assets/shell-c.js': chunk('shell', 'assets/shell-c.js'),
  'assets/index-d.css': { type: 'asset', name: 'shell', fileName: 'assets/index-d.css' },
};

/** The tags the plugin adds to index.html for `bundle`, built with `base`. */
function tagsFor(names: string[], base = '/', outputs: object = bundle) {
  const plugin = preloadAdminChunks(names);
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'base'>) => void)({ base });
  const { handler } = plugin.transformIndexHtml as {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => HtmlTagDescriptor[];
  };
  return handler('', { bundle: outputs as IndexHtmlTransformContext['bundle'] });
}

/** Runs the inline script at `path` and says which modules it asked for. */
function preloadedAt(path: string, script: string) {
  window.history.replaceState(null, '', path);
  new Function(script)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => ({ href: link.getAttribute('href'), crossorigin: link.getAttribute('crossorigin') }),
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('preloadAdminChunks', () => {
  it('adds one inline script at the top of the head, before the style sheet', () => {
    const tags = tagsFor(['shell', 'query']);
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatchObject({ tag: 'script', injectTo: 'head-prepend' });
  });

  it('asks for the named chunks, in order, on /admin pages', () => {
    const [tag] = tagsFor(['shell', 'query']);
    expect(preloadedAt('/admin/home', String(tag!.children))).toEqual([
      { href: '/assets/shell-c.js', crossorigin: '' },
      { href: '/assets/query-b.js', crossorigin: '' },
    ]);
  });

  it('asks for nothing on the sign-in pages nor on look-alike paths', () => {
    const [tag] = tagsFor(['shell', 'query']);
    for (const path of ['/login', '/register', '/', '/administrator', '/login?next=/admin/home']) {
      expect(preloadedAt(path, String(tag!.children))).toEqual([]);
    }
  });

  it('prefixes the build’s base', () => {
    const [tag] = tagsFor(['shell'], '/dashboard/');
    expect(preloadedAt('/admin', String(tag!.children))).toEqual([
      { href: '/dashboard/assets/shell-c.js', crossorigin: '' },
    ]);
  });

  it('fails the build when a named chunk is missing (a group renamed or emptied)', () => {
    expect(() => tagsFor(['shell', 'common'])).toThrow(
      'preloadAdminChunks: the build has no chunk named common',
    );
  });
});
