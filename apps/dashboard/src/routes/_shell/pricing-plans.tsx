import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../shell/pageWidths';
import { PlaceholderPage } from '../../shell/PlaceholderPage';

export const Route = createFileRoute('/_shell/pricing-plans')({
  component: () => <PlaceholderPage area="pricingPlans" width={PAGE_WIDTHS.pricingPlans} />,
});
