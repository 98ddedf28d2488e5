import { useApiClient, useSession } from '@shoppable/account';
import { PostAnalyticsPage } from '@shoppable/analytics';
import { permissionsOf, ROUTES, SOCIALS, type Social } from '@shoppable/domain';
import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/**
 * The post analytics page (content.md §2): a shopboard post's clicks and top products, reached by
 * its network and post id (the shopboard grid links here once it is built; until then by URL).
 * An unknown network goes to the analytics page.
 */
function PostAnalyticsRoute() {
  const { social, postId } = Route.useParams();
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const { user } = session;
  if (!user) return null;
  if (!SOCIALS.includes(social as Social)) return <Navigate to={ROUTES.analytics} replace />;
  return (
    <PageFrame width={PAGE_WIDTHS.analytics}>
      <PostAnalyticsPage
        client={client}
        businessId={session.business?.id ?? ''}
        social={social as Social}
        postId={postId}
        viewerRole={session.role ?? 'admin'}
        permissions={permissionsOf(user)}
        onBack={() => void navigate({ to: ROUTES.shopboard })}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/analytics_/posts/$social/$postId')({
  component: PostAnalyticsRoute,
});
