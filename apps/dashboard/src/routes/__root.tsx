import { loginHref, SessionProvider, type SignOutReason } from '@shoppable/account';
import { ROUTES, skipsSessionVerification } from '@shoppable/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  Outlet,
  useRouter,
  useRouterState,
  type NavigateOptions,
  type ToOptions,
} from '@tanstack/react-router';
import { useCallback } from 'react';
import { RouterProvider } from 'react-aria-components';
import type { AppContext } from '../appContext';
import { LocaleProvider } from '../locale';
import { AppSplash, AppStart, AppToasts } from '../shell/AppStart';
import { NotFound } from '../shell/NotFound';

declare module 'react-aria-components' {
  interface RouterConfig {
    // Feature packages link with plain paths from domain's ROUTES (they are router-agnostic).
    href: string;
    routerOptions: Omit<NavigateOptions, keyof ToOptions | 'href'>;
  }
}

/**
 * Providers every page shares: the query cache, locale and direction, react-aria links driven by the router, the
 * session (verified on start except on the login, register and verify-account pages), the app
 * start loader and error fallback, the splash and the toast region. When the session ends the
 * user goes to login; after a 401 the login page brings them back to where they were.
 */
function RootLayout() {
  const router = useRouter();
  const { client, controller, session, queryClient } = Route.useRouteContext();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onSignedOut = useCallback(
    (reason: SignOutReason) => {
      const { href: from, pathname: at } = router.state.location;
      // Already on a sign-in page (the authenticated layout may have sent the user there).
      if (reason === 'unauthorized' && skipsSessionVerification(at)) return;
      const href = reason === 'unauthorized' ? loginHref(from) : ROUTES.login;
      void router.navigate({ href, replace: true });
    },
    [router],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <RouterProvider
          navigate={(href, options) => router.navigate({ href, ...options })}
          useHref={(href) => href}
        >
          <SessionProvider
            client={client}
            controller={controller}
            store={session}
            skipVerification={skipsSessionVerification(pathname)}
            onSignedOut={onSignedOut}
          >
            <AppStart>
              <Outlet />
            </AppStart>
            <AppSplash />
            <AppToasts />
          </SessionProvider>
        </RouterProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}

export const Route = createRootRouteWithContext<AppContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});
