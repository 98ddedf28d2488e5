import { FreeTrialDialog, UpsellDialog, useApiClient, useSession } from '@shoppable/account';
import { magicStoreAccess, ROUTES } from '@shoppable/domain';
import { MagicStorePage } from '@shoppable/links';
import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/**
 * The Magic Store page (content.md §2, §6): the merchant admin's, never an influencer's (sent
 * home). Free plans get the upgrade dialog (the free-trial dialog once a trial ended), admins
 * without product vision a book-a-demo button. The found products and the media open the Instant
 * editor (`/admin/links/create?products=[…]&images=[…]`), whose save goes to the links list.
 */
function MagicStoreRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'upsell' | 'free-trial' | null>(null);
  const { user, plan } = session;
  if (!user) return null;
  if (!user.isAdmin) return <Navigate to={ROUTES.home} replace />;
  const vision = user.settings?.productVisionConfigurations.isEnabled ?? false;
  // No plan known (no store): the free plan's gate.
  const access = plan ? magicStoreAccess(plan, vision) : 'free-plan';
  return (
    <PageFrame width={PAGE_WIDTHS.magicStore}>
      <MagicStorePage
        client={client}
        access={access}
        onUpgrade={() => setDialog(plan?.trialEnded ? 'free-trial' : 'upsell')}
        onFound={({ coverUrl, products }) =>
          void navigate({
            to: ROUTES.linkCreate,
            search: {
              images: coverUrl ? [coverUrl] : undefined,
              products: products.map((p) => ({
                inventoryId: p.id,
                productId: p.productId,
                title: p.title,
                imageUrl: p.imageUrl,
              })),
            },
          })
        }
      />
      <UpsellDialog
        isOpen={dialog === 'upsell'}
        onOpenChange={(open) => setDialog(open ? 'upsell' : null)}
      />
      <FreeTrialDialog
        isOpen={dialog === 'free-trial'}
        onOpenChange={(open) => setDialog(open ? 'free-trial' : null)}
        isAdmin
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/magic-store')({
  component: MagicStoreRoute,
});
