import { UpsellDialog, useApiClient, useSession } from '@shoppable/account';
import { TrendsPage } from '@shoppable/analytics';
import { canUseTrends, ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/**
 * The Trends page (content.md §2): admins on Business or Pro (or a trialing free plan). Any other
 * plan reaching it by its address gets the upgrade dialog at once, as the navigation gives it, and
 * the page asks the API nothing. A combination's quick link opens the Instant editor with those
 * products (`/admin/links/create?products=[…]`).
 */
function TrendsRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const isAdmin = session.user?.isAdmin === true;
  const allowed = isAdmin && session.plan !== null && canUseTrends(session.plan);
  const [upsell, setUpsell] = useState(!allowed);
  if (!session.user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.trends}>
      <TrendsPage
        client={client}
        businessId={session.business?.id ?? ''}
        canUseTrends={allowed}
        onUpgrade={isAdmin ? () => setUpsell(true) : undefined}
        onCreateInstant={(products) =>
          void navigate({
            to: ROUTES.linkCreate,
            search: {
              products: products.flatMap((p) =>
                p.inventory_id
                  ? [
                      {
                        inventoryId: p.inventory_id,
                        productId: p.product_id,
                        title: p.title,
                        imageUrl: p.image?.src ?? null,
                      },
                    ]
                  : [],
              ),
            },
          })
        }
      />
      <UpsellDialog isOpen={upsell && isAdmin} onOpenChange={setUpsell} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/trends')({
  component: TrendsRoute,
});
