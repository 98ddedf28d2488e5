import { loginHref, useSession } from '@shoppable/account';
import { skipsSessionVerification } from '@shoppable/domain';
import { createFileRoute, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * The authenticated layout (platform.md §2): signed-out users go to login, which brings them back
 * to the path, search and hash they asked for.
 */
function Authenticated() {
  const session = useSession();
  const router = useRouter();
  const { href, pathname } = useRouterState({ select: (s) => s.location });
  const signedIn = session.status === 'ready';
  // Once, and not when the session's end already sent the user to a sign-in page (this layout
  // still renders, with the new address, while that page loads).
  const leaving = useRef(false);
  useEffect(() => {
    if (signedIn || leaving.current || skipsSessionVerification(pathname)) return;
    leaving.current = true;
    void router.navigate({ href: loginHref(href), replace: true });
  }, [signedIn, router, href, pathname]);
  return signedIn ? <Outlet /> : null;
}

export const Route = createFileRoute('/_shell/_auth')({ component: Authenticated });
