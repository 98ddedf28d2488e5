import { PricingPlans, useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../shell/pageWidths';

/** The plans, for everyone; their buttons for signed-in admins. Switching to free goes home. */
function PricingPlansRoute() {
  const { user } = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  return (
    <PageFrame width={PAGE_WIDTHS.pricingPlans}>
      <PricingPlans
        user={user}
        client={client}
        onSwitchedToFree={() => void navigate({ href: ROUTES.home })}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/pricing-plans')({ component: PricingPlansRoute });
