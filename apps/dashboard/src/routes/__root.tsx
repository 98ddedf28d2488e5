import {
  createRootRoute,
  Outlet,
  useRouter,
  type NavigateOptions,
  type ToOptions,
} from '@tanstack/react-router';
import { I18nProvider, RouterProvider } from 'react-aria-components';

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to'];
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}

/** Providers every page shares: locale and direction, and react-aria links driven by the router. */
function RootLayout() {
  const router = useRouter();
  return (
    <I18nProvider locale="en-US">
      <RouterProvider
        navigate={(to, options) => router.navigate({ to, ...options })}
        useHref={(to) => router.buildLocation({ to }).href}
      >
        <Outlet />
      </RouterProvider>
    </I18nProvider>
  );
}

export const Route = createRootRoute({ component: RootLayout });
