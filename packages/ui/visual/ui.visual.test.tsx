/// <reference types="vite/client" />
// Visual regression: every story of every ui component, rendered as Storybook renders it (the
// preview's decorators, loaders and globals) but without its play function, is compared with a
// committed screenshot in three modes. Play functions are interaction tests that the story tests
// already run; here the subject is how a story looks as its args describe it.
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import { settle, subjectOf, watchTimers } from './capture';

/** The toolbar settings of each mode; a story's own `globals` still win, as in Storybook. */
const modes = {
  light: { theme: 'light', locale: 'en-US' },
  dark: { theme: 'dark', locale: 'en-US' },
  hebrew: { theme: 'light', locale: 'he-IL' },
} as const;
type Mode = keyof typeof modes;

/**
 * Stories that get no screenshot, each with the reason, keyed `File/ExportName` (the stories
 * file's name without `.stories.tsx`). A test below fails when a key names no story, so the list
 * cannot outlive the stories it excuses.
 */
const excluded: Record<string, string> = {
  'Splash/Ready':
    'ready from the start, the cover leaves as soon as it renders and leaves nothing to see',
};

type StoriesModule = Record<string, unknown> & { default: Record<string, unknown> };
type ComposedStory = ReturnType<typeof composeStory>;

/** `../src/Button/Button.stories.tsx` → `Button`. */
const fileKey = (path: string) => path.replace(/^.*\//, '').replace(/\.stories\.tsx$/, '');

/**
 * The module with every play function removed (the meta's and each story's), so that running a
 * composed story renders it and stops there.
 */
function withoutPlay(module: StoriesModule): StoriesModule {
  return Object.fromEntries(
    Object.entries(module).map(([name, value]) => [
      name,
      value && typeof value === 'object' && !Array.isArray(value)
        ? { ...value, play: undefined }
        : value,
    ]),
  ) as StoriesModule;
}

// Imported one by one rather than eagerly, so that a stories file that does not load fails its own
// test and leaves the other components' screenshots running.
const modules = await Promise.all(
  Object.entries(import.meta.glob<StoriesModule>('../src/**/*.stories.tsx'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(async ([path, load]) => {
      try {
        return { file: fileKey(path), module: withoutPlay(await load()), error: null };
      } catch (error) {
        return { file: fileKey(path), module: null, error };
      }
    }),
);

// Every ui module is in before the first story renders, so that a component whose code loads on
// demand (a chart, a dialog) finds it loaded, as in an app that has preloaded it, instead of
// showing its loading placeholder for a time that depends on the machine. One that does not load
// fails the stories that use it.
await Promise.allSettled(
  Object.values(
    import.meta.glob([
      '../src/**/*.{ts,tsx}',
      '!../src/**/*.test.{ts,tsx}',
      '!../src/**/*.stories.tsx',
    ]),
  ).map((load) => load()),
);

setProjectAnnotations(preview);

/** The preview's `parameters.viewport.options` sizes, and addon-vitest's default like the story tests. */
const defaultViewport = { width: 1200, height: 900 };
type ViewportOptions = Record<string, { styles?: { width?: string; height?: string } }>;
function viewportOf(parameters: Record<string, unknown>, globals: Record<string, unknown>) {
  const param = (parameters.viewport ?? {}) as {
    options?: ViewportOptions;
    defaultViewport?: string;
  };
  const name = (globals.viewport as { value?: string } | undefined)?.value ?? param.defaultViewport;
  const styles = name ? param.options?.[name]?.styles : undefined;
  if (!styles?.width || !styles.height) return defaultViewport;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

// Resizing is a round trip to the browser and makes react-aria watch for a virtual keyboard, so
// it happens only when a story needs another size than the one before.
let currentViewport = defaultViewport;
async function setViewport(size: { width: number; height: number }) {
  if (size.width === currentViewport.width && size.height === currentViewport.height) return;
  await page.viewport(size.width, size.height);
  currentViewport = size;
}

// What is on the page before any story renders (and react-aria's live announcer, which the first
// story creates) is not a story's portal.
let pageElements = new Set<Element>();
const isPageElement = (element: Element) =>
  pageElements.has(element) ||
  element.matches('[data-live-announcer], script, style, link, [data-visual-frame]');

beforeAll(async () => {
  pageElements = new Set(document.body.children);
  // Besides the context's reduced motion, which ui's components honour: nothing moves, and no
  // caret blinks.
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    transition: none !important;
    animation: none !important;
    caret-color: transparent !important;
  }`;
  document.head.append(style);
  await page.viewport(defaultViewport.width, defaultViewport.height);
});

const stories = modules.flatMap(({ file, module }) => (module ? [{ file, module }] : []));

test('the exclusion list names only existing stories, each with a reason', () => {
  const keys = stories.flatMap(({ file, module }) =>
    Object.keys(composeStories(module)).map((name) => `${file}/${name}`),
  );
  for (const [key, reason] of Object.entries(excluded)) {
    expect(keys, key).toContain(key);
    expect(reason.trim(), key).not.toBe('');
  }
});

test('every committed screenshot belongs to a story and mode that is tested', () => {
  const tested = new Set(
    (Object.keys(modes) as Mode[]).flatMap((mode) =>
      stories.flatMap(({ file, module }) =>
        Object.keys(composeStories(module))
          .filter((name) => !(`${file}/${name}` in excluded))
          .map((name) => `./baselines/${mode}/${file}/${name}.png`),
      ),
    ),
  );
  // Vite lists the files when it transforms this test, so these are the ones on disk at the start.
  const committed = Object.keys(import.meta.glob('./baselines/**/*.png', { query: '?url' }));
  expect(committed.length).toBeGreaterThan(0);
  const unknown = committed.filter((path) => !tested.has(path));
  expect(unknown, 'screenshots of stories renamed or removed: delete them').toEqual([]);
});

for (const { file, error } of modules) {
  if (error) {
    test(`${file}.stories.tsx loads`, () => {
      throw error;
    });
  }
}

for (const mode of Object.keys(modes) as Mode[]) {
  describe(mode, () => {
    for (const { file, module } of stories) {
      describe(file, () => {
        const composed = composeStories(module, { initialGlobals: modes[mode] });
        for (const [name, story] of Object.entries(composed) as [string, ComposedStory][]) {
          if (`${file}/${name}` in excluded) continue;
          test(name, async () => {
            await setViewport(viewportOf(story.parameters, story.globals));
            for (const frame of document.querySelectorAll('[data-visual-frame]')) frame.remove();
            document.querySelector('[data-visual-root]')?.remove();
            const root = document.createElement('div');
            root.dataset.visualRoot = '';
            // The preview's `layout`: padded (Storybook's 1rem) unless the story asks for the
            // full width; a centred story is screenshot padded, since only its element is kept.
            root.style.padding = story.parameters.layout === 'fullscreen' ? '0' : '1rem';
            root.style.display = 'flow-root';
            document.body.append(root);
            watchTimers();
            await story.run({ canvasElement: root });
            await settle();
            const subject = subjectOf(root, isPageElement);
            expect(subject, 'the story shows nothing').not.toBeNull();
            await expect
              .element(page.elementLocator(subject as HTMLElement))
              .toMatchScreenshot(`${mode}/${file}/${name}`);
          });
        }
      });
    }
  });
}
