import { ForgotPassword } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignInPage } from '../../shell/SignInPage';

/** Forgot password, influencer variant; back goes to the influencer login. */
function InfluencerForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <SignInPage>
      <ForgotPassword
        variant="influencer"
        onBack={() => void navigate({ href: ROUTES.loginInfluencer })}
      />
    </SignInPage>
  );
}

export const Route = createFileRoute('/_base/forgot-password/influencer')({
  component: InfluencerForgotPasswordRoute,
});
