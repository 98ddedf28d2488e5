import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { PlaceholderPage } from '../../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/_auth/admin/multilinks_/create')({
  component: () => (
    <PlaceholderPage area="multilinkCreate" width={PAGE_WIDTHS.multilinks} icon="multilink" />
  ),
});
