import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { PlaceholderPage } from '../../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/_auth/admin/magic-store')({
  component: () => (
    <PlaceholderPage area="magicStore" width={PAGE_WIDTHS.magicStore} icon="magicStore" />
  ),
});
