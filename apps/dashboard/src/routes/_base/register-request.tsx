import { RegisterRequest } from '@shoppable/account';
import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../shell/SignInPage';
import { useBack } from '../../shell/useBack';

/** The temporary sign-up landing: the registration request form. */
function RegisterRequestRoute() {
  const back = useBack();
  return (
    <SignInPage>
      <RegisterRequest onBack={back} />
    </SignInPage>
  );
}

export const Route = createFileRoute('/_base/register-request')({
  component: RegisterRequestRoute,
});
