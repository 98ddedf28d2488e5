import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AppContext } from './appContext';
import { routeTree } from './routeTree.gen';
import { RoutePending } from './shell/RoutePending';

/**
 * The app's router: file routes from src/routes, split per route, with the app context; a page
 * whose loader is slow shows a skeleton.
 */
export function createAppRouter(context: AppContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingComponent: RoutePending,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
