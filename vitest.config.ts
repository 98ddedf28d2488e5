// Every story runs as a browser test in headless Chromium, with its play function and axe.
import { resolve } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--disable-gpu', '--disable-background-networking', '--no-first-run'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Pre-bundled up front so Vite does not discover them mid-run and reload the page.
    optimizeDeps: {
      include: [
        '@shoppable/ui > @vanilla-extract/recipes/createRuntimeFn',
        '@shoppable/ui > @tanstack/react-table',
        '@shoppable/ui > @tanstack/react-virtual',
        '@shoppable/ui > react-easy-crop',
        '@shoppable/ui > @internationalized/date',
        '@tanstack/react-router',
        'react-hook-form',
        '@hookform/resolvers/valibot',
      ],
    },
    test: {
      projects: [
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            testTimeout: 20_000,
            // Every story file in one iframe: the preview, msw's worker and the shared modules load
            // once instead of once per file (8.5 instead of ~25 minutes on 2 cores). Stories stay
            // independent: each renders into a fresh root with its own query cache and msw handlers.
            isolate: false,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: {
                  executablePath,
                  args: chromiumArgs,
                },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
        {
          // ui's visual regression (packages/ui/visual, see packages/ui/README.md): every ui story
          // in three modes, compared with committed screenshots.
          extends: true,
          plugins: [react()],
          // msw's worker, which the preview's loader starts.
          publicDir: '.storybook/public',
          test: {
            name: 'visual',
            include: ['packages/ui/visual/**/*.visual.test.tsx'],
            testTimeout: 20_000,
            // After the story tests rather than beside them: two Chromiums at once would share two
            // cores, slowing the play functions that wait on timing as well as the captures.
            sequence: { groupOrder: 1 },
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath, args: chromiumArgs },
                // Components honour reduced motion; dates and times do not depend on the machine.
                // The page is as large as the test frame, which Vitest would otherwise scale down
                // to Playwright's default page and so screenshot at a fraction of its pixels.
                contextOptions: {
                  viewport: { width: 1200, height: 900 },
                  reducedMotion: 'reduce',
                  timezoneId: 'UTC',
                  locale: 'en-US',
                  deviceScaleFactor: 1,
                },
              }),
              instances: [{ browser: 'chromium' }],
              viewport: { width: 1200, height: 900 },
              // A failing comparison writes its actual and diff images; a page screenshot adds nothing.
              screenshotFailures: false,
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  // Tolerates anti-aliasing and sub-pixel text differences between machines with
                  // the same Chromium and fonts, not a changed colour, size or layout.
                  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
                  resolveScreenshotPath: ({ arg, ext, root }) =>
                    resolve(root, 'packages/ui/visual/baselines', `${arg}${ext}`),
                },
              },
            },
          },
        },
      ],
    },
  }),
);
