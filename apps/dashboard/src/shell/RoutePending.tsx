import { Page, Skeleton } from '@shoppable/ui';
import { useStrings } from '../intl';

/**
 * What a page whose loader still waits shows after the router's pending delay (an editor whose
 * object is slow to come): a titled skeleton instead of the previous page staying on screen.
 */
export function RoutePending() {
  const strings = useStrings();
  return (
    <Page title={strings.format('pending.title')}>
      <div role="group" aria-busy="true" aria-label={strings.format('pending.label')}>
        <Skeleton shape="rect" inlineSize="100%" blockSize={48} />
        <Skeleton shape="rect" inlineSize="100%" blockSize={160} />
      </div>
    </Page>
  );
}
