import { ALL_PERMISSIONS, publicLinkUrl } from '@shoppable/domain';
import { LinkPreviewPage, LinksPage } from '@shoppable/links';
import { showToast, ToastRegion } from '@shoppable/ui';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useNavigate,
  useOutletContext,
  useParams,
} from 'react-router';
import type { UserDetails } from '@shoppable/api-client';
import { client, hasToken, LINK_PAGE_URL, ownerOf, sessionQueryOptions } from './session';
import { SignIn } from './SignIn';

/** The host's own QueryClient: the Shoppable screens use whichever one the app provides. */
const queryClient = new QueryClient();

/** The host keeps editing in the Shoppable dashboard; this app only lists and previews. */
const notInThisApp = () => void showToast('Editing is not part of this app.');

/**
 * The providers the Shoppable screens need — a QueryClient, react-aria's I18nProvider, and
 * react-aria's RouterProvider driven by this app's router — and the app's routes.
 */
export function App() {
  const navigate = useNavigate();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="en-US">
        <RouterProvider navigate={(href) => void navigate(href)} useHref={useHref}>
          <Routes>
            <Route path="/sign-in" element={<SignIn />} />
            <Route element={<SignedIn />}>
              <Route path="/links" element={<Links />} />
              <Route path="/links/:linkId" element={<LinkPreview />} />
            </Route>
            <Route path="*" element={<Navigate to="/links" replace />} />
          </Routes>
          <ToastRegion />
        </RouterProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

/** The host's layout for signed-in pages: its own bar, then the page with the user. */
function SignedIn() {
  const signedIn = hasToken();
  const session = useQuery({ ...sessionQueryOptions, enabled: signedIn });
  if (!signedIn) return <Navigate to="/sign-in" replace />;
  return (
    <>
      <header className="host-bar">
        <strong>Host app</strong>
        <nav aria-label="Host">
          <Link to="/links">Links</Link>
        </nav>
      </header>
      <main className="host-main">
        {session.data ? (
          <Outlet context={session.data} />
        ) : session.isError ? (
          <p role="alert">
            The session could not be read. <Link to="/sign-in">Sign in again</Link>
          </p>
        ) : (
          <p role="status">Loading…</p>
        )}
      </main>
    </>
  );
}

/** The signed-in user's role and permissions, as the Shoppable screens take them. */
function viewer(user: UserDetails) {
  return {
    client,
    businessId: user.businessId ?? '',
    viewerRole: user.isAdmin ? ('admin' as const) : ('influencer' as const),
    permissions: user.isAdmin ? ALL_PERMISSIONS : user.permissions,
  };
}

function Links() {
  const user = useOutletContext<UserDetails>();
  return (
    <LinksPage
      {...viewer(user)}
      hasStore={user.businessId !== null}
      onConnectStore={notInThisApp}
      onCreate={notInThisApp}
      onEdit={notInThisApp}
      publicUrl={(link) => publicLinkUrl(LINK_PAGE_URL, ownerOf(user), link.linkId)}
      previewHref={(linkId) => `/links/${linkId}`}
    />
  );
}

function LinkPreview() {
  const user = useOutletContext<UserDetails>();
  const { linkId = '' } = useParams();
  const navigate = useNavigate();
  const toList = () => void navigate('/links');
  return (
    <LinkPreviewPage
      {...viewer(user)}
      linkId={linkId}
      publicUrl={publicLinkUrl(LINK_PAGE_URL, ownerOf(user), linkId)}
      username={ownerOf(user)}
      onBack={toList}
      onEdit={notInThisApp}
      onDeleted={toList}
    />
  );
}
