import { useApiClient, useSession } from '@shoppable/account';
import { LinkEditor, type InitialProduct } from '@shoppable/links';
import { PageFrame } from './PageFrame';
import { PAGE_WIDTHS } from './pageWidths';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * The Instant editor's page (content.md §4), in create mode (no `linkId`) or edit mode: a new
 * link starts with the settings' UTM values; leaving with unsaved changes asks first; Back and a
 * save go to `done`. A new link may start with products (`initialProducts`: a trend's quick link,
 * Magic Store's finds) and cover images (`initialImages`: Magic Store's media).
 */
export function InstantEditorPage({
  linkId,
  done,
  initialProducts,
  initialImages,
}: {
  linkId?: string;
  done: string;
  initialProducts?: readonly InitialProduct[];
  initialImages?: readonly string[];
}) {
  const session = useSession();
  const client = useApiClient();
  const guard = useLeaveGuard();
  const { user } = session;
  if (!user) return null;
  const finish = () => guard.leave(done);
  return (
    <PageFrame width={PAGE_WIDTHS.links}>
      <LinkEditor
        client={client}
        onDirtyChange={guard.onDirtyChange}
        businessId={session.business?.id ?? ''}
        linkId={linkId}
        currency={user.businessCurrency}
        // The business's own domain, else its store's (the first of the domains it may link to).
        businessDomain={user.domain ?? user.availableDomains[0] ?? ''}
        viewerRole={session.role ?? 'admin'}
        ownUsername={user.influencerUsername ?? undefined}
        defaultUtm={user.settings?.utmParams}
        initialProducts={initialProducts}
        initialImages={initialImages}
        onBack={finish}
        onCreated={finish}
        onSaved={finish}
      />
      {guard.dialog}
    </PageFrame>
  );
}
