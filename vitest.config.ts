// Every story runs as a browser test in headless Chromium, with its play function and axe.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Pre-bundled up front so Vite does not reload the page in the middle of a run.
    optimizeDeps: { include: ['@shoppable/ui > @vanilla-extract/recipes/createRuntimeFn'] },
    test: {
      projects: [
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: {
                  executablePath,
                  args: ['--disable-gpu', '--disable-background-networking', '--no-first-run'],
                },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
