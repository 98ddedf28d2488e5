import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { PlaceholderPage } from '../../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/_auth/admin/analytics')({
  component: () => (
    <PlaceholderPage area="analytics" width={PAGE_WIDTHS.analytics} icon="analytics" />
  ),
});
