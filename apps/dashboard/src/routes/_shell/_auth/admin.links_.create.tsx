import { ROUTES } from '@shoppable/domain';
import { createFileRoute } from '@tanstack/react-router';
import { InstantEditorPage } from '../../../shell/InstantEditorPage';
import { prefillProductsParam, type PrefillProduct } from '../../../shell/search';

/**
 * The Instant editor in create mode (content.md §4); a created link goes to the links list.
 * `?products=[{inventoryId, productId, title, imageUrl?}, …]` starts it with those products: the
 * entry of a trend's quick link (and of Magic Store's finds).
 */
function LinkCreateRoute() {
  const { products } = Route.useSearch();
  return <InstantEditorPage done={ROUTES.links} initialProducts={products} />;
}

export const Route = createFileRoute('/_shell/_auth/admin/links_/create')({
  validateSearch: (search: Record<string, unknown>): { products?: PrefillProduct[] } => ({
    products: prefillProductsParam(search),
  }),
  component: LinkCreateRoute,
});
