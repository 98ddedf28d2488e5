import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { PlaceholderPage } from '../../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/_auth/admin/settings')({
  component: () => <PlaceholderPage area="settings" width={PAGE_WIDTHS.settings} icon="settings" />,
});
