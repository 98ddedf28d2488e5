import { ROUTES } from '@shoppable/domain';
import { createFileRoute } from '@tanstack/react-router';
import { InstantEditorPage } from '../../../shell/InstantEditorPage';
import { linkCreateSearch } from '../../../shell/search';

/**
 * The Instant editor in create mode (content.md §4); a created link goes to the links list.
 * `?products=[{inventoryId, productId, title, imageUrl?}, …]` starts it with those products (a
 * trend's quick link, Magic Store's finds) and `?images=[url, …]` with those cover images (Magic
 * Store's media).
 */
function LinkCreateRoute() {
  const { products, images } = Route.useSearch();
  return (
    <InstantEditorPage done={ROUTES.links} initialProducts={products} initialImages={images} />
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/links_/create')({
  validateSearch: linkCreateSearch,
  component: LinkCreateRoute,
});
