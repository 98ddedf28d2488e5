import { QueryClientProvider } from '@tanstack/react-query';
import { Login, PricingPlans, SessionProvider, useApiClient, useSession } from '@shoppable/account';
import { ROUTES, skipsSessionVerification } from '@shoppable/domain';
import { Page } from '@shoppable/ui';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouter,
  useRouterState,
  type AnyRouter,
} from '@tanstack/react-router';
import { useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createAppContext, type AppContext } from '../appContext';
import { useStrings } from '../intl';
import { LocaleProvider, type AppLocale } from '../locale';
import { AppSplash, AppStart, AppToasts } from '../shell/AppStart';
import { BaseLayout } from '../shell/BaseLayout';
import { NotFound } from '../shell/NotFound';
import { PAGE_WIDTHS } from '../shell/pageWidths';
import { PlaceholderPage, type PlaceholderKey } from '../shell/PlaceholderPage';
import { ShellLayout } from '../shell/ShellLayout';
import { SignInPage } from '../shell/SignInPage';

/** The mock API's address in the dashboard's stories (msw answers it in the browser). */
export const STORY_API_URL = 'http://api.dashboard-stories.test';

/** The placeholder page of each `/admin/{area}` path the stories open. */
const areas: Record<string, PlaceholderKey & keyof typeof PAGE_WIDTHS> = {
  links: 'links',
  shorts: 'shorts',
  multilinks: 'multilinks',
  shopboard: 'shopboard',
  influencers: 'influencers',
  trends: 'trends',
  analytics: 'analytics',
  appearance: 'appearance',
  'magic-store': 'magicStore',
};

/** The page of an `/admin/{area}` path at its width: the area's placeholder, or the home title. */
function AreaPage() {
  const strings = useStrings();
  const area = useRouterState({ select: (s) => s.location.pathname.split('/')[2] ?? '' });
  const key = areas[area];
  if (key) return <PlaceholderPage area={key} width={PAGE_WIDTHS[key]} />;
  return (
    <Page title={strings.format('nav.home')} width={PAGE_WIDTHS.home}>
      {null}
    </Page>
  );
}

/** The pricing page as the app's `_shell` layout shows it, signed in or not. */
function PricingPage() {
  const { user } = useSession();
  const client = useApiClient();
  return <PricingPlans user={user} client={client} onSwitchedToFree={() => undefined} />;
}

/**
 * The providers of the app's root route (src/routes/__root.tsx) with the story's language: the
 * query cache, locale and direction, react-aria links driven by the router, the session, the app-start loader and its
 * error fallback, the splash when asked for, and the toasts.
 */
function StoryRoot({
  locale,
  context,
  showSplash,
}: {
  locale: AppLocale;
  context: AppContext;
  showSplash: boolean;
}) {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <QueryClientProvider client={context.queryClient}>
      <LocaleProvider defaultLocale={locale}>
        <AriaRouterProvider
          navigate={(href, options) => router.navigate({ href, ...options })}
          useHref={(href) => href}
        >
          <SessionProvider
            client={context.client}
            controller={context.controller}
            skipVerification={skipsSessionVerification(pathname)}
            onSignedOut={() => void router.navigate({ href: ROUTES.login, replace: true })}
          >
            <AppStart>
              <Outlet />
            </AppStart>
            {showSplash ? <AppSplash /> : null}
            <AppToasts />
          </SessionProvider>
        </AriaRouterProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}

/**
 * A small route tree with the dashboard's real layouts: `/admin/{area}` and `/pricing-plans` in the
 * dashboard layout (`/admin/{area}` shows the area's placeholder page), `/login` in the base
 * layout, and the app's not-found handling for any other path.
 */
function createStoryRouter(
  context: AppContext,
  locale: AppLocale,
  path: string,
  showSplash: boolean,
): AnyRouter {
  const root = createRootRouteWithContext<AppContext>()({
    component: () => <StoryRoot locale={locale} context={context} showSplash={showSplash} />,
    notFoundComponent: NotFound,
  });
  const shell = createRoute({
    getParentRoute: () => root,
    id: 'shell',
    component: ShellLayout,
  });
  const area = createRoute({
    getParentRoute: () => shell,
    path: '/admin/$area',
    component: AreaPage,
  });
  const pricing = createRoute({
    getParentRoute: () => shell,
    path: ROUTES.pricingPlans,
    component: PricingPage,
  });
  const login = createRoute({
    getParentRoute: () => root,
    path: ROUTES.login,
    component: () => (
      <BaseLayout>
        <SignInPage>
          <Login onSignedIn={() => undefined} />
        </SignInPage>
      </BaseLayout>
    ),
  });
  return createRouter({
    routeTree: root.addChildren([shell.addChildren([area, pricing]), login]),
    context,
    history: createMemoryHistory({ initialEntries: [path] }),
  }) as unknown as AnyRouter;
}

/** Props of ShellStory. */
export interface ShellStoryProps {
  /** The address the story opens, e.g. `/admin/links`. */
  path: string;
  /** Whether a session token is held (signed in); the mock API's session decides the user. */
  isSignedIn?: boolean;
  /** The language (the story's `locale` global). */
  locale?: AppLocale;
  /**
   * Renders the app's splash as the root route does (once per tab: clear `SPLASH_KEY` from
   * `sessionStorage` first). Off by default, so the other stories open on the page.
   */
  showSplash?: boolean;
}

/**
 * The dashboard's shell as the app renders it, for stories: its own caches, session and API client
 * on {@link STORY_API_URL} (answered by `@shoppable/api-client/mocks` through msw, whose switches
 * choose the role, plan, store and failures), and a memory history opened at `path`.
 */
export function ShellStory({
  path,
  isSignedIn = true,
  locale = 'en-US',
  showSplash = false,
}: ShellStoryProps) {
  const [router] = useState(() => {
    const appContext = createAppContext({ baseUrl: STORY_API_URL, storage: null });
    if (isSignedIn) appContext.controller.setToken('mock-token');
    return createStoryRouter(appContext, locale, path, showSplash);
  });
  return <RouterProvider router={router} />;
}
