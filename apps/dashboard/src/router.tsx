import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AppContext } from './appContext';
import { routeTree } from './routeTree.gen';

/** The app's router: file routes from src/routes, split per route, with the app context. */
export function createAppRouter(context: AppContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
