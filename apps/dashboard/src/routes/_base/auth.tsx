import { StoreConnection } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { authCodeSearch } from '../../shell/search';
import { SignInPage } from '../../shell/SignInPage';

/**
 * The store connection screen (platform.md §2): connect the store of the `auth` payload to this
 * account, or continue to a different account through the login-store page with the same payload.
 */
function StoreConnectionRoute() {
  const { auth } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignInPage>
      <StoreConnection
        auth={auth ?? null}
        onDone={() => void navigate({ href: ROUTES.home, replace: true })}
        onCancel={() => void navigate({ href: ROUTES.home })}
        onSwitchAccount={() =>
          void navigate({
            href: `${ROUTES.loginStore}?${new URLSearchParams({ auth: auth ?? '' }).toString()}`,
          })
        }
      />
    </SignInPage>
  );
}

export const Route = createFileRoute('/_base/auth')({
  validateSearch: authCodeSearch,
  component: StoreConnectionRoute,
});
