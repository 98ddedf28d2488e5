import { HelpPage, useApiClient } from '@shoppable/account';
import { apiReferenceUrl } from '@shoppable/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../shell/pageWidths';
import { useBack } from '../../shell/useBack';

function Screen() {
  const back = useBack();
  const client = useApiClient();
  return (
    <PageFrame width={PAGE_WIDTHS.legal}>
      <HelpPage onBack={back} apiReferenceHref={apiReferenceUrl(client)} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/help/shopify')({ component: Screen });
