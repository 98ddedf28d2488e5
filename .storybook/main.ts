import type { StorybookConfig } from '@storybook/react-vite';

// The vanilla-extract plugin and the workspace resolution come from the root vite.config.ts.
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx', '../apps/*/src/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
