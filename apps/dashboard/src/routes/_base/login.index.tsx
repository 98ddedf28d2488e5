import { Login, safeRedirect } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { redirectSearch } from '../../shell/search';
import { SignInPage } from '../../shell/SignInPage';

/** The merchant login; after it, back to where the user was (`redirect`) or home. */
function LoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignInPage>
      <Login
        onSignedIn={() =>
          void navigate({ href: safeRedirect(redirect) ?? ROUTES.home, replace: true })
        }
      />
    </SignInPage>
  );
}

export const Route = createFileRoute('/_base/login/')({
  validateSearch: redirectSearch,
  component: LoginRoute,
});
