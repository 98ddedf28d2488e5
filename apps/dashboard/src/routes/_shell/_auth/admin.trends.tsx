import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { PlaceholderPage } from '../../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/_auth/admin/trends')({
  component: () => <PlaceholderPage area="trends" width={PAGE_WIDTHS.trends} icon="trends" />,
});
