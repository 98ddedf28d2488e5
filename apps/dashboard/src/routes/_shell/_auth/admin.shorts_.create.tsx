import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { PlaceholderPage } from '../../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/_auth/admin/shorts_/create')({
  component: () => <PlaceholderPage area="shortCreate" width={PAGE_WIDTHS.shorts} icon="short" />,
});
