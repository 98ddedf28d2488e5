import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { PlaceholderPage } from '../../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/_auth/admin/appearance')({
  component: () => (
    <PlaceholderPage area="appearance" width={PAGE_WIDTHS.appearance} icon="appearance" />
  ),
});
