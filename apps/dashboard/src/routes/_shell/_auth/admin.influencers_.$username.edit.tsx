import { influencerQueryOptions } from '@shoppable/api-client';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ensureEditorData } from '../../../shell/prefetch';
import { InfluencerEditorPage } from '../../../shell/InfluencerEditorPage';

/** The influencer editor in edit mode; Back and a save return to the influencer's preview. */
function InfluencerEditRoute() {
  const { username } = Route.useParams();
  return <InfluencerEditorPage username={username} back={ROUTES.influencerPreview(username)} />;
}

export const Route = createFileRoute('/_shell/_auth/admin/influencers_/$username/edit')({
  loader: ({ context, params }) =>
    ensureEditorData(context, (client, businessId) =>
      influencerQueryOptions(client, businessId, params.username),
    ),
  component: InfluencerEditRoute,
});
