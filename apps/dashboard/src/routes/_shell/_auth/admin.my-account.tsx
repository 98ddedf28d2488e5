import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { PlaceholderPage } from '../../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/_auth/admin/my-account')({
  component: () => <PlaceholderPage area="myAccount" width={PAGE_WIDTHS.myAccount} />,
});
