import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { ShortView } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { stringParam } from '../../../shell/search';

/**
 * The short editor in create mode; after the create back to the shorts list. The shorts page's
 * product search opens it with that product chosen (`?product&title&url`); a new short starts
 * with the settings' UTM values.
 */
function ShortCreateRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const { product, title, url } = Route.useSearch();
  const { user } = session;
  if (!user) return null;
  const domains = [user.domain, ...user.availableDomains].filter(
    (d): d is string => d !== null && d !== '',
  );
  return (
    <PageFrame width={PAGE_WIDTHS.shorts}>
      <ShortView
        client={client}
        businessId={session.business?.id ?? ''}
        domains={domains}
        viewerRole={session.role ?? 'admin'}
        ownUsername={user.influencerUsername ?? undefined}
        defaultUtm={user.settings?.utmParams}
        initialProduct={
          product !== undefined && url !== undefined
            ? { id: product, title: title ?? '', url }
            : undefined
        }
        onBack={() => void navigate({ to: ROUTES.shorts })}
        onCreated={() => void navigate({ to: ROUTES.shorts })}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/shorts_/create')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { product?: string; title?: string; url?: string } => ({
    product: stringParam(search, 'product'),
    title: stringParam(search, 'title'),
    url: stringParam(search, 'url'),
  }),
  component: ShortCreateRoute,
});
