import { ROUTES } from '@shoppable/domain';
import { EmptyState, LinkButton, Page } from '@shoppable/ui';
import { Navigate, useRouterState } from '@tanstack/react-router';
import { useStrings } from '../intl';
import { BaseLayout } from './BaseLayout';

/**
 * Paths that get the not-found page instead of going home (platform.md §2 leaves the list open):
 * files (a name with an extension), API paths and well-known addresses, which a browser or a
 * crawler asks for and which must not answer with the dashboard's home.
 */
export function isExcludedPath(pathname: string): boolean {
  return (
    /\/[^/]+\.[a-z0-9]{1,5}$/i.test(pathname) ||
    /^\/(api|admin\/v1|public|auth\/v1|\.well-known)(\/|$)/.test(pathname)
  );
}

/** The not-found page. */
export function NotFoundPage() {
  const strings = useStrings();
  return (
    <BaseLayout>
      <Page title={strings.format('notFound.title')} width="750">
        <EmptyState
          title={strings.format('notFound.message')}
          headingLevel={2}
          action={<LinkButton href={ROUTES.home}>{strings.format('notFound.home')}</LinkButton>}
        />
      </Page>
    </BaseLayout>
  );
}

/** Unknown paths go home, except the excluded ones, which get the not-found page. */
export function NotFound() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (isExcludedPath(pathname)) return <NotFoundPage />;
  return <Navigate to={ROUTES.home} replace />;
}
