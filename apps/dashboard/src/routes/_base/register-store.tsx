import { RegisterStore } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { registerStoreSearch } from '../../shell/search';
import { SignInPage } from '../../shell/SignInPage';

/** Sign up with a store, from its verified `auth` payload and prefilled `email`; then home. */
function RegisterStoreRoute() {
  const { auth, email } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignInPage>
      <RegisterStore
        auth={auth ?? null}
        email={email ?? null}
        onSignedIn={() => void navigate({ href: ROUTES.home, replace: true })}
        onLeave={() => void navigate({ href: ROUTES.login, replace: true })}
      />
    </SignInPage>
  );
}

export const Route = createFileRoute('/_base/register-store')({
  validateSearch: registerStoreSearch,
  component: RegisterStoreRoute,
});
