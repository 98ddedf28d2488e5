import { AccountPage, useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/** The account page (platform.md §2); after disconnecting the store the user goes to login. */
function MyAccountRoute() {
  const { user } = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.myAccount}>
      <AccountPage
        user={user}
        client={client}
        onStoreDisconnected={() => void navigate({ href: ROUTES.login, replace: true })}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/my-account')({
  component: MyAccountRoute,
});
