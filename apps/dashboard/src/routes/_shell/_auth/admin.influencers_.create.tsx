import { ROUTES } from '@shoppable/domain';
import { createFileRoute } from '@tanstack/react-router';
import { InfluencerEditorPage } from '../../../shell/InfluencerEditorPage';

/**
 * The influencer editor in create mode (the plan's cap is met by the create buttons' dialogs
 * and, for a typed address, by the API's refusal, shown as a save failure).
 */
export const Route = createFileRoute('/_shell/_auth/admin/influencers_/create')({
  component: () => <InfluencerEditorPage back={ROUTES.influencers} />,
});
