import { VerifyAccount } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { tokenSearch } from '../../shell/search';
import { SignInPage } from '../../shell/SignInPage';

/** Account verification with the `token` of the emailed link; verified goes to the login. */
function VerifyAccountRoute() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignInPage>
      <VerifyAccount
        token={token ?? null}
        onVerified={() => void navigate({ href: ROUTES.login, replace: true })}
      />
    </SignInPage>
  );
}

export const Route = createFileRoute('/_base/verify-account')({
  validateSearch: tokenSearch,
  component: VerifyAccountRoute,
});
