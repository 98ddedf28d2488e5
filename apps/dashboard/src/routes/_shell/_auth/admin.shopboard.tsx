import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { PlaceholderPage } from '../../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/_auth/admin/shopboard')({
  component: () => (
    <PlaceholderPage area="shopboard" width={PAGE_WIDTHS.shopboard} icon="shopboard" />
  ),
});
