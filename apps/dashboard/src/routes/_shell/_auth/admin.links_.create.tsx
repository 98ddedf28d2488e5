import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { PlaceholderPage } from '../../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/_auth/admin/links_/create')({
  component: () => <PlaceholderPage area="linkCreate" width={PAGE_WIDTHS.links} icon="link" />,
});
