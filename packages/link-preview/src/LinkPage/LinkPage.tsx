import { useState } from 'react';
import { LinkPageLocaleProvider, useStrings, type LinkPageLocale } from '../intl';
import { isHttpUrl, type CartLine, type LinkPageData, type PlacedOrder } from '../model/model';
import { resolveTheme } from '../model/theme';
import { PageShell } from './PageShell';
import { ProductCard } from './ProductCard';

/** Props of LinkPage. */
export interface LinkPageProps {
  /** What the page shows: pure data, the component never fetches. */
  page: LinkPageData;
  /** The language of the page's own strings and its direction (Hebrew is right-to-left). */
  locale?: LinkPageLocale;
  /** The cart to start with (stories and previews); empty by default. */
  initialCart?: readonly CartLine[];
  /** Called after a line is added to the cart. */
  onAddToCart?: (line: CartLine) => void;
  /**
   * Places the order; resolves to the order to confirm, rejects with an Error whose message is
   * shown. Without it (the dashboard preview) checkout says it is not available in the preview.
   */
  onCheckout?: (lines: readonly CartLine[], promocode: string) => Promise<PlacedOrder>;
  /**
   * Says on each swapped product which sold-out product it is shown in place of (the dashboard's
   * preview); the shopper's page leaves it out.
   */
  showSwaps?: boolean;
  /**
   * Shown inside another page (the dashboard's previews): the content is not the document's
   * `main` landmark, so the host page keeps its only one.
   */
  embedded?: boolean;
}

/**
 * The shopper-facing page of a link: strips, header with the cart, cover images, influencer,
 * description, promocode, the products and the cart with checkout. Plain elements and `sp-lp-*`
 * classes themed only by custom properties, so the same tree renders on the server (the public
 * page, driven there by a tiny client script) and in React (the dashboard's live preview).
 */
export function LinkPage({ locale = 'en-US', ...props }: LinkPageProps) {
  return (
    <LinkPageLocaleProvider locale={locale}>
      <PageBody locale={locale} {...props} />
    </LinkPageLocaleProvider>
  );
}

function PageBody({
  page,
  locale,
  initialCart,
  onAddToCart,
  onCheckout,
  showSwaps,
  embedded,
}: LinkPageProps) {
  const t = useStrings();
  const theme = resolveTheme(page.theme);
  const [copied, setCopied] = useState(false);
  const promocode = page.promocode?.trim() || null;
  const influencer = theme.is_influencer_display_shown ? page.influencer : null;
  const preorderText =
    theme.is_preorder_text_shown && theme.preorder_text.trim() ? theme.preorder_text : null;
  const copy = () => {
    if (!promocode) return;
    void navigator.clipboard?.writeText(promocode).then(
      () => setCopied(true),
      () => undefined,
    );
  };

  return (
    <PageShell
      locale={locale ?? 'en-US'}
      businessName={page.businessName}
      logoUrl={page.logoUrl}
      theme={page.theme}
      promocode={promocode}
      initialCart={initialCart}
      onAddToCart={onAddToCart}
      onCheckout={onCheckout}
      embedded={embedded}
    >
      {(add) => (
        <>
          {page.images.filter(isHttpUrl).length > 0 ? (
            <div className="sp-lp-covers">
              {page.images.filter(isHttpUrl).map((src, index, all) => (
                <img
                  className="sp-lp-cover"
                  key={src}
                  src={src}
                  alt={t('page.coverImage', { number: index + 1, total: all.length })}
                  width="500"
                  height="500"
                  fetchPriority={index === 0 ? 'high' : undefined}
                  loading={index === 0 ? undefined : 'lazy'}
                />
              ))}
            </div>
          ) : null}
          {influencer ? (
            <p className="sp-lp-influencer">
              {isHttpUrl(influencer.imageUrl) ? (
                <img
                  className="sp-lp-influencer__image"
                  src={influencer.imageUrl}
                  alt=""
                  width="32"
                  height="32"
                />
              ) : null}
              <span>{t('page.byInfluencer', { username: influencer.username })}</span>
            </p>
          ) : null}
          {page.description ? <p className="sp-lp-description">{page.description}</p> : null}
          {promocode ? (
            <div className="sp-lp-promo">
              <span className="sp-lp-promo__label">{t('promocode.label')}</span>
              <strong className="sp-lp-promo__code">{promocode}</strong>
              <button
                type="button"
                className="sp-lp-promo__copy"
                data-sp-copy={promocode}
                onClick={copy}
              >
                {t('promocode.copy')}
              </button>
              <span className="sp-lp-visually-hidden" role="status" data-sp-copy-status="">
                {copied ? t('promocode.copied', { code: promocode }) : null}
              </span>
            </div>
          ) : null}
          {theme.is_discount_strip_shown && promocode ? (
            <p className="sp-lp-discount">{t('discount.text', { code: promocode })}</p>
          ) : null}
          <section className="sp-lp-products" aria-labelledby="sp-products-heading">
            <h2 className="sp-lp-visually-hidden" id="sp-products-heading">
              {t('page.products')}
            </h2>
            <ul className="sp-lp-products__list">
              {page.products.map((product) => (
                <ProductCard
                  key={product.inventoryId}
                  product={product}
                  optionMap={page.optionMap ?? {}}
                  preorderText={preorderText}
                  onAdd={add}
                  showSwaps={showSwaps}
                />
              ))}
            </ul>
          </section>
        </>
      )}
    </PageShell>
  );
}
