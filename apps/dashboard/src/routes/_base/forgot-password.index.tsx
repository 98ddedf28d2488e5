import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../shell/pageWidths';
import { PlaceholderPage } from '../../shell/PlaceholderPage';

export const Route = createFileRoute('/_base/forgot-password/')({
  component: () => <PlaceholderPage area="forgotPassword" width={PAGE_WIDTHS.signIn} />,
});
