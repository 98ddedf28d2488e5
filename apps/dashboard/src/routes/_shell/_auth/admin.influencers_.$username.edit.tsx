import { ROUTES } from '@shoppable/domain';
import { createFileRoute } from '@tanstack/react-router';
import { InfluencerEditorPage } from '../../../shell/InfluencerEditorPage';

/** The influencer editor in edit mode; Back and a save return to the influencer's preview. */
function InfluencerEditRoute() {
  const { username } = Route.useParams();
  return <InfluencerEditorPage username={username} back={ROUTES.influencerPreview(username)} />;
}

export const Route = createFileRoute('/_shell/_auth/admin/influencers_/$username/edit')({
  component: InfluencerEditRoute,
});
