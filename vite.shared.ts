import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Workspace packages export their TypeScript sources under the `@shoppable/source` condition, so
 * dev servers, Storybook and tests run on sources without building first; published packages
 * drop the condition (see `publishConfig.exports`) and point at `dist`.
 *
 * The server side is set through `environments.ssr`: vanilla-extract's compiler evaluates
 * `.css.ts` files there and replaces the `ssr` option with its own.
 */
const serverResolve = { conditions: ['@shoppable/source', ...defaultServerConditions] };

export const workspaceResolution = {
  resolve: { conditions: ['@shoppable/source', ...defaultClientConditions] },
  ssr: { noExternal: [/^@shoppable\//], resolve: serverResolve },
  environments: { ssr: { resolve: serverResolve } },
} satisfies UserConfig;
