import type { OptionMap, ServerThemeInput } from '@shoppable/domain';
import type { LinkPageData, LinkPageProduct } from './model';

/** A product as the API's public data carries it. */
export interface PublicProductInput {
  inventory_id: string;
  title: string;
  image?: { src: string } | null;
  price?: number | null;
  total_quantity: number;
  options: readonly { name: string; values: readonly string[]; position: number }[];
}

/** The merchant's theme as the API's public data carries it. */
export type PublicThemeInput = Omit<ServerThemeInput, 'shipping_and_sales_strip_sentences'> & {
  shipping_and_sales_strip_sentences: readonly string[];
};

/**
 * The public page data the API answers (`GET /public/v1/pages/{username}/{linkId}`), as far as the
 * page reads it: structural, so this renderer needs no API contract.
 */
export interface PublicPageInput {
  business_name?: string | null;
  logo_url?: string | null;
  /** The business currency the product prices are in. */
  currency?: string | null;
  link: {
    description?: string | null;
    images?: readonly { src: string }[] | null;
    promocode?: { code: string } | null;
    influencer_username?: string | null;
    influencer_profile_image_url?: string | null;
    /** The options the merchant chose, by product inventory id. */
    selected_options?: Readonly<Record<string, Readonly<Record<string, string>>>> | null;
    currency?: string | null;
  } | null;
  products: readonly PublicProductInput[];
  /** With auto swap on: which sold-out product each alternative in `products` stands in for. */
  swaps?:
    | readonly {
        sold_out: { inventory_id: string; title: string };
        alternative_inventory_id: string;
      }[]
    | null;
  theme?: PublicThemeInput | null;
  option_map?: OptionMap | null;
}

/** An amount in a currency as the page shows it ("$40.00"); an unknown currency after the amount. */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const format = moneyFormat(locale, currency);
  return format ? format.format(amount) : `${amount.toFixed(2)} ${currency}`;
}

/** Money formats by locale and currency (building one costs far more than using it); null: unknown. */
const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}\u0000${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      format = null;
    }
    // Bounded: locales and currencies are few, but they come from data.
    if (moneyFormats.size >= 100) moneyFormats.clear();
    moneyFormats.set(key, format);
  }
  return format;
}

/** Shopify's single-variant placeholder option: nothing to choose. */
const isPlaceholder = (o: { values: readonly string[] }) =>
  o.values.length <= 1 && (o.values[0] === undefined || o.values[0] === 'Default Title');

/** A product of the API's public data as a card shows it (prices formatted in `locale`). */
export function productFromPublic(
  p: PublicProductInput,
  currency: string,
  locale: string,
  selected: Readonly<Record<string, string>> | null | undefined,
): LinkPageProduct {
  return {
    inventoryId: p.inventory_id,
    title: p.title,
    imageUrl: p.image?.src ?? null,
    price: p.price == null ? null : formatMoney(p.price, currency, locale),
    quantity: p.total_quantity,
    options: [...p.options]
      .sort((a, b) => a.position - b.position)
      .filter((o) => !isPlaceholder(o))
      .map((o) => ({ name: o.name, values: o.values })),
    selected: selected ?? null,
  };
}

/** The API's theme as the page reads it (the two strip sentences always present). */
export function themeFromPublic(theme: PublicThemeInput | null | undefined): LinkPageData['theme'] {
  return theme
    ? {
        ...theme,
        shipping_and_sales_strip_sentences: [
          theme.shipping_and_sales_strip_sentences[0] ?? '',
          theme.shipping_and_sales_strip_sentences[1] ?? '',
        ],
      }
    : null;
}

/**
 * The API's public page data as the page shows it: the one mapping behind the public link page
 * and the dashboard's phone preview, so a merchant sees what a shopper gets. `businessName` stands
 * in when the data has no merchant name; prices are formatted in `locale`.
 */
export function pageDataFromPublic(
  data: PublicPageInput,
  { businessName, locale = 'en-US' }: { businessName: string; locale?: string },
): LinkPageData {
  const link = data.link;
  const currency = data.currency ?? link?.currency ?? 'USD';
  const swappedFor = new Map(
    (data.swaps ?? []).map((swap) => [swap.alternative_inventory_id, swap.sold_out.title]),
  );
  return {
    businessName: data.business_name ?? businessName,
    logoUrl: data.logo_url ?? null,
    description: link?.description ?? null,
    images: (link?.images ?? []).map((image) => image.src),
    promocode: link?.promocode?.code ?? null,
    influencer: link?.influencer_username
      ? { username: link.influencer_username, imageUrl: link.influencer_profile_image_url ?? null }
      : null,
    products: data.products.map((p) => {
      const product = productFromPublic(
        p,
        currency,
        locale,
        link?.selected_options?.[p.inventory_id],
      );
      const replaced = swappedFor.get(p.inventory_id);
      return replaced === undefined ? product : { ...product, swappedFor: replaced };
    }),
    theme: themeFromPublic(data.theme),
    optionMap: data.option_map ?? null,
  };
}

/** What the API answers for a draft's products now (structural: `products` and `swaps` of a page). */
export type SwapPreviewInput = Pick<PublicPageInput, 'products' | 'swaps'>;

/**
 * A draft's products as the public page would show them now (the link editor's preview): each
 * takes its stock from `preview`, so a sold-out one shows marked, and one that auto swap replaces
 * becomes its alternative, saying which product it stands in for — the swaps the public page
 * answers, so the merchant sees what a shopper will. Without `preview` the products stay as given.
 */
export function withSwapPreview(
  products: readonly LinkPageProduct[],
  preview: SwapPreviewInput | null | undefined,
): LinkPageProduct[] {
  if (!preview) return [...products];
  const current = new Map(preview.products.map((p) => [p.inventory_id, p]));
  const swaps = new Map(
    (preview.swaps ?? []).map((swap) => [
      swap.sold_out.inventory_id,
      swap.alternative_inventory_id,
    ]),
  );
  return products.map((product) => {
    const alternativeId = swaps.get(product.inventoryId);
    const alternative = alternativeId === undefined ? undefined : current.get(alternativeId);
    if (alternative) {
      // The draft knows no price of its own products, so the alternative shows none either.
      return {
        ...productFromPublic({ ...alternative, price: null }, 'USD', 'en-US', null),
        swappedFor: product.title,
      };
    }
    const known = current.get(product.inventoryId);
    return known ? { ...product, quantity: known.total_quantity } : product;
  });
}
