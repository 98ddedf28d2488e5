import { HelpPage } from '@shoppable/account';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../shell/pageWidths';
import { useBack } from '../../shell/useBack';

function Screen() {
  const back = useBack();
  return (
    <PageFrame width={PAGE_WIDTHS.legal}>
      <HelpPage onBack={back} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/help/shopify')({ component: Screen });
