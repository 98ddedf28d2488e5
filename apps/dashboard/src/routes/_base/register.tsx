import { Register } from '@shoppable/account';
import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../shell/SignInPage';

export const Route = createFileRoute('/_base/register')({
  component: () => (
    <SignInPage>
      <Register />
    </SignInPage>
  ),
});
