import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** The app's router: file routes from src/routes, split per route. */
export function createAppRouter() {
  return createRouter({ routeTree, defaultPreload: 'intent' });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
