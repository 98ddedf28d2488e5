import { InfluencerLogin, safeRedirect } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { stringParam } from '../../shell/search';
import { SignInPage } from '../../shell/SignInPage';

/** The influencer login; after it, back to where the user was (`redirect`) or home. */
function InfluencerLoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignInPage>
      <InfluencerLogin
        onSignedIn={() =>
          void navigate({ href: safeRedirect(redirect) ?? ROUTES.home, replace: true })
        }
      />
    </SignInPage>
  );
}

export const Route = createFileRoute('/_base/login/influencer')({
  validateSearch: (search: Record<string, unknown>) => ({
    redirect: stringParam(search, 'redirect'),
  }),
  component: InfluencerLoginRoute,
});
