/** One product as the shopper sees it. */
export interface LinkPageProduct {
  id: string;
  title: string;
  /** The price, already formatted in the store's currency. */
  price: string;
  imageUrl?: string;
}

/** Props of LinkPage. */
export interface LinkPageProps {
  /** The merchant's store name, shown as the page heading. */
  storeName: string;
  /** The link's description. */
  description?: string;
  /** The 1–15 products of the link. */
  products: readonly LinkPageProduct[];
}

/**
 * The shopper-facing page of a link. Plain elements and `sp-*` class names themed by the
 * `--sp-*` custom properties only, so it renders the same on the server, in the public page
 * and in the dashboard's phone preview.
 */
export function LinkPage({ storeName, description, products }: LinkPageProps) {
  return (
    <main className="sp-link-page">
      <h1 className="sp-link-page__store">{storeName}</h1>
      {description ? <p className="sp-link-page__description">{description}</p> : null}
      <ul className="sp-link-page__products">
        {products.map((product) => (
          <li key={product.id} className="sp-product-card">
            {product.imageUrl ? (
              <img className="sp-product-card__image" src={product.imageUrl} alt={product.title} />
            ) : null}
            <span className="sp-product-card__title">{product.title}</span>
            <span className="sp-product-card__price">{product.price}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
