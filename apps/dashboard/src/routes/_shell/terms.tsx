import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../shell/pageWidths';
import { PlaceholderPage } from '../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/terms')({
  component: () => <PlaceholderPage area="terms" width={PAGE_WIDTHS.legal} />,
});
