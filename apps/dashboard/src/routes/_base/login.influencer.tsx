import { InfluencerLogin, safeRedirect, savedCredentialsFromSearch } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { redirectSearch } from '../../shell/search';
import { SignInPage } from '../../shell/SignInPage';

/**
 * The influencer login; after it, back to where the user was (`redirect`) or home. A login link
 * (`admin_username`, `username`, `code`) logs in by itself.
 */
function InfluencerLoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  // Read from the address as typed: the router's search parsing would turn a numeric name into a
  // number.
  const [savedCredentials] = useState(() => savedCredentialsFromSearch(window.location.search));
  return (
    <SignInPage>
      <InfluencerLogin
        onSignedIn={() =>
          void navigate({ href: safeRedirect(redirect) ?? ROUTES.home, replace: true })
        }
        savedCredentials={savedCredentials}
      />
    </SignInPage>
  );
}

export const Route = createFileRoute('/_base/login/influencer')({
  validateSearch: redirectSearch,
  component: InfluencerLoginRoute,
});
