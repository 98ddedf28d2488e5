import { ResetPassword } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { tokenSearch } from '../../shell/search';
import { SignInPage } from '../../shell/SignInPage';

/** Create a new password with the `token` of the emailed link; back goes to the login. */
function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignInPage>
      <ResetPassword token={token ?? null} onBack={() => void navigate({ href: ROUTES.login })} />
    </SignInPage>
  );
}

export const Route = createFileRoute('/_base/reset-password')({
  validateSearch: tokenSearch,
  component: ResetPasswordRoute,
});
