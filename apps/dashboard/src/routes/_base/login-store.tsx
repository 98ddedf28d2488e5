import { LoginStore } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { authCodeSearch } from '../../shell/search';
import { SignInPage } from '../../shell/SignInPage';

/** Log in to connect a store, with the store's verified `auth` payload; then home. */
function LoginStoreRoute() {
  const { auth } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignInPage>
      <LoginStore
        auth={auth ?? null}
        onSignedIn={() => void navigate({ href: ROUTES.home, replace: true })}
        onLeave={() => void navigate({ href: ROUTES.login, replace: true })}
      />
    </SignInPage>
  );
}

export const Route = createFileRoute('/_base/login-store')({
  validateSearch: authCodeSearch,
  component: LoginStoreRoute,
});
