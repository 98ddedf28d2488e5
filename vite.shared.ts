import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages export their TypeScript sources under the `@shoppable/source` condition, so
 * dev servers, Storybook and tests run on sources without building first; published packages
 * drop the condition (see `publishConfig.exports`) and point at `dist`.
 */
export const workspaceConditions = ['@shoppable/source', ...defaultClientConditions];
export const workspaceServerConditions = ['@shoppable/source', ...defaultServerConditions];
