import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { PlaceholderPage } from '../../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/_auth/admin/links')({
  component: () => <PlaceholderPage area="links" width={PAGE_WIDTHS.links} icon="links" />,
});
