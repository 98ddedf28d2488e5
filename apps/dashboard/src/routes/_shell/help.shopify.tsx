import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../shell/pageWidths';
import { PlaceholderPage } from '../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/help/shopify')({
  component: () => <PlaceholderPage area="help" width={PAGE_WIDTHS.legal} icon="help" />,
});
