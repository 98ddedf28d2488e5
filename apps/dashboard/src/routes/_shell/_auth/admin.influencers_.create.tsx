import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { PlaceholderPage } from '../../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/_auth/admin/influencers_/create')({
  component: () => (
    <PlaceholderPage area="influencerCreate" width={PAGE_WIDTHS.influencers} icon="influencer" />
  ),
});
