import { SOCIALS, type Social } from '@shoppable/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../shell/pageWidths';
import { PlaceholderPage } from '../../shell/PlaceholderPage';

/** `/:social/auth` (instagram, tiktok or pinterest): where a social network sends the user back. */
export const Route = createFileRoute('/_base/$social/auth')({
  beforeLoad: ({ params }) => {
    if (!SOCIALS.includes(params.social as Social)) throw notFound();
  },
  component: () => <PlaceholderPage area="socialAuth" width={PAGE_WIDTHS.signIn} />,
});
