import type { OptionMap, ServerThemeInput } from '@shoppable/domain';
import type { FormatString } from '../intl/strings';

/** One product option as the card offers it. */
export interface LinkPageOption {
  /** The option's name, e.g. "Color". */
  name: string;
  /** Its values in the store's order. */
  values: readonly string[];
}

/** One product as the shopper sees it. */
export interface LinkPageProduct {
  /** The store's inventory id: what the checkout sells. */
  inventoryId: string;
  /** The product's title. */
  title: string;
  /** The product image (absolute http(s) URL), if any. */
  imageUrl?: string | null;
  /** The price, already formatted in the store's currency, when known. */
  price?: string | null;
  /** Units left; 0 or less is sold out. */
  quantity: number;
  /** The options to choose from. */
  options: readonly LinkPageOption[];
  /** The values the merchant picked for this product (option name to value), chosen first. */
  selected?: Readonly<Record<string, string>> | null;
  /**
   * The title of the sold-out product of the link this one is shown in place of (auto swap);
   * the dashboard's preview says so, the shopper's page does not.
   */
  swappedFor?: string | null;
}

/** The influencer the link belongs to. */
export interface LinkPageInfluencer {
  /** Their username. */
  username: string;
  /** Their profile image (absolute http(s) URL), if any. */
  imageUrl?: string | null;
}

/** Everything one link page shows: pure data, no fetching. */
export interface LinkPageData {
  /** The merchant's name, the page heading. */
  businessName: string;
  /** The merchant's logo (absolute http(s) URL), if any. */
  logoUrl?: string | null;
  /** The link's description. */
  description?: string | null;
  /** The link's cover images (absolute http(s) URLs). */
  images: readonly string[];
  /** The link's promocode, shown with a copy button and applied at checkout. */
  promocode?: string | null;
  /** The link's influencer, shown when the theme's influencer display is on. */
  influencer?: LinkPageInfluencer | null;
  /** The 1–15 products. */
  products: readonly LinkPageProduct[];
  /** The merchant's theme (server fields); missing fields take the defaults. */
  theme?: ServerThemeInput | null;
  /** The store's option map: colour swatches and display texts of option values. */
  optionMap?: OptionMap | null;
}

/** One line of the cart. */
export interface CartLine {
  /** The product's inventory id. */
  inventoryId: string;
  /** The product's title. */
  title: string;
  /** The chosen options (option name to value). */
  options: Readonly<Record<string, string>>;
  /** How many. */
  quantity: number;
}

/** The order the checkout placed, as the confirmation shows it. */
export interface PlacedOrder {
  /** The order's id. */
  orderId: string;
  /** How many units. */
  count: number;
  /** The total, already formatted in the order's currency. */
  total: string;
}

/** The same product with the same options is one line. */
export function sameLine(a: CartLine, b: CartLine): boolean {
  if (a.inventoryId !== b.inventoryId) return false;
  const keys = new Set([...Object.keys(a.options), ...Object.keys(b.options)]);
  return [...keys].every((key) => a.options[key] === b.options[key]);
}

/** The cart with `line` added: its quantity joins an equal line, otherwise it goes last. */
export function addToCart(cart: readonly CartLine[], line: CartLine): CartLine[] {
  const index = cart.findIndex((existing) => sameLine(existing, line));
  if (index === -1) return [...cart, line];
  return cart.map((existing, i) =>
    i === index ? { ...existing, quantity: existing.quantity + line.quantity } : existing,
  );
}

/** The cart without its line at `index`. */
export function removeFromCart(cart: readonly CartLine[], index: number): CartLine[] {
  return cart.filter((_, i) => i !== index);
}

/** How many units the cart holds. */
export function cartCount(cart: readonly CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** "Color: Red, Size: M" for a line's options. */
export function optionsLabel(options: Readonly<Record<string, string>>): string {
  return Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

/** The form field name of one product option (radio group). */
export const optionFieldName = (inventoryId: string, option: string) =>
  `option:${inventoryId}:${option}`;

/** True for an absolute http(s) URL: the only kind of URL the page ever links or shows. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The live text of the cart count ("2 items in your cart"). */
export function cartCountText(t: FormatString, count: number): string {
  if (count === 0) return t('cart.empty');
  return count === 1 ? t('cart.countOne') : t('cart.count', { count });
}
