import { LinkPage, type LinkPageProps } from './LinkPage';
import { linkPageCss } from './linkPageCss';

/** Props of LinkPreview: the page's props (pure data, no fetching). */
export type LinkPreviewProps = LinkPageProps;

/**
 * The link page with its own stylesheet, for the dashboard's PhoneFrame: exactly what the
 * public page renders, driven by the editor's current values. Checkout stays unavailable unless
 * `onCheckout` is given. Swapped products say which sold-out product they stand in for, unless
 * `showSwaps` is false. Its content is no `main` landmark: the dashboard page has its own.
 */
export function LinkPreview({ showSwaps = true, ...props }: LinkPreviewProps) {
  return (
    <>
      <style>{linkPageCss}</style>
      <LinkPage {...props} showSwaps={showSwaps} embedded />
    </>
  );
}
