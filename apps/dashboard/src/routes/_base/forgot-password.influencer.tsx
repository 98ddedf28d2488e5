import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../shell/pageWidths';
import { PlaceholderPage } from '../../shell/PlaceholderPage';

export const Route = createFileRoute('/_base/forgot-password/influencer')({
  component: () => <PlaceholderPage area="forgotPasswordInfluencer" width={PAGE_WIDTHS.signIn} />,
});
