import { ForgotPassword } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignInPage } from '../../shell/SignInPage';

/** Forgot password, merchant variant; back goes to the login. */
function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <SignInPage>
      <ForgotPassword variant="merchant" onBack={() => void navigate({ href: ROUTES.login })} />
    </SignInPage>
  );
}

export const Route = createFileRoute('/_base/forgot-password/')({
  component: ForgotPasswordRoute,
});
