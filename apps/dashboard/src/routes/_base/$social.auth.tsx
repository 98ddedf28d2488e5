import { loginHref, useApiClient, useSession } from '@shoppable/account';
import { ROUTES, SOCIALS, type Social } from '@shoppable/domain';
import { SocialAuthPage } from '@shoppable/shopboard';
import { Spinner } from '@shoppable/ui';
import {
  createFileRoute,
  notFound,
  useNavigate,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useStrings } from '../../intl';
import { socialCodeSearch } from '../../shell/search';

/**
 * `/:social/auth?code=…` (instagram, tiktok or pinterest): where a network's consent page sends
 * the merchant back, from the shopboard or the account page. It finishes the connection and
 * replaces itself with the shopboard on that network's tab; signed out, it goes through login and
 * back here.
 */
function SocialAuthRoute() {
  const { social } = Route.useParams();
  const { code } = Route.useSearch();
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const router = useRouter();
  const strings = useStrings();
  const href = useRouterState({ select: (s) => s.location.href });
  const toShopboard = useCallback(
    (network?: Social) =>
      void navigate({
        to: ROUTES.shopboard,
        search: network ? { network } : {},
        replace: true,
      }),
    [navigate],
  );
  const signedOut = session.status === 'signed-out';
  useEffect(() => {
    if (signedOut) void router.navigate({ href: loginHref(href), replace: true });
  }, [signedOut, router, href]);
  if (session.status !== 'ready') return <Spinner aria-label={strings.format('page.socialAuth')} />;
  return (
    <SocialAuthPage
      client={client}
      businessId={session.business?.id ?? ''}
      social={social as Social}
      code={code}
      onConnected={toShopboard}
      onBack={() => toShopboard(social as Social)}
    />
  );
}

export const Route = createFileRoute('/_base/$social/auth')({
  beforeLoad: ({ params }) => {
    if (!SOCIALS.includes(params.social as Social)) throw notFound();
  },
  validateSearch: socialCodeSearch,
  component: SocialAuthRoute,
});
