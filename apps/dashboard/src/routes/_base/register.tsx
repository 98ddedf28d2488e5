import { createFileRoute } from '@tanstack/react-router';
import { PAGE_WIDTHS } from '../../shell/pageWidths';
import { PlaceholderPage } from '../../shell/PlaceholderPage';

export const Route = createFileRoute('/_base/register')({
  component: () => <PlaceholderPage area="register" width={PAGE_WIDTHS.signIn} />,
});
