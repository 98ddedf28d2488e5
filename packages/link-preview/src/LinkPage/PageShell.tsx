import type { ServerThemeInput } from '@shoppable/domain';
import { useState, type ReactNode } from 'react';
import { useStrings, type LinkPageLocale } from '../intl';
import {
  addToCart,
  cartCount,
  isHttpUrl,
  removeFromCart,
  type CartLine,
  type PlacedOrder,
} from '../model/model';
import { resolveTheme, themeVariables } from '../model/theme';
import { Cart } from './Cart';
import { CartIcon } from './CartIcon';

/** Props of PageShell. */
export interface PageShellProps {
  /** The language of the page's strings and its direction (Hebrew is right-to-left). */
  locale: LinkPageLocale;
  /** The merchant's name, the page heading. */
  businessName: string;
  /** The merchant's logo (absolute http(s) URL), if any. */
  logoUrl?: string | null | undefined;
  /** The merchant's theme (server fields); missing fields take the defaults. */
  theme?: ServerThemeInput | null | undefined;
  /** The promocode the checkout starts with. */
  promocode: string | null;
  /** An extra class on the root (a page kind's own layout). */
  className?: string;
  /** The cart to start with (stories and previews); empty by default. */
  initialCart?: readonly CartLine[] | undefined;
  /** Called after a line is added to the cart. */
  onAddToCart?: ((line: CartLine) => void) | undefined;
  /** Places the order (see LinkPage's `onCheckout`). */
  onCheckout?:
    ((lines: readonly CartLine[], promocode: string) => Promise<PlacedOrder>) | undefined;
  /** Inside another page: the content is a plain element, not a `main` landmark. */
  embedded?: boolean | undefined;
  /** The page's own content, given the function that adds a line to the cart. */
  children: (add: (line: CartLine) => void) => ReactNode;
}

/**
 * What every shopper page has around its content: the theme variables, the strips, the header
 * with the cart link, and the cart with checkout (state here in React; on the server the client
 * script drives the same markup through its `data-sp-*` hooks).
 */
export function PageShell({
  locale,
  businessName,
  logoUrl,
  theme: themeInput,
  promocode,
  className,
  initialCart,
  onAddToCart,
  onCheckout,
  embedded = false,
  children,
}: PageShellProps) {
  const t = useStrings();
  const theme = resolveTheme(themeInput);
  const [cart, setCart] = useState<readonly CartLine[]>(initialCart ?? []);
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sentences = theme.shipping_and_sales_strip_sentences.filter((s) => s.trim() !== '');

  const add = (line: CartLine) => {
    setCart((current) => addToCart(current, line));
    setError(null);
    onAddToCart?.(line);
  };
  const checkout = (code: string) => {
    if (!onCheckout) {
      setError(t('page.preview'));
      return;
    }
    setBusy(true);
    setError(null);
    onCheckout(cart, code).then(
      (placed) => {
        setBusy(false);
        setOrder(placed);
        setCart([]);
      },
      (reason: unknown) => {
        setBusy(false);
        setError(
          reason instanceof Error && reason.message
            ? t('cart.failed', { message: reason.message })
            : t('cart.failedGeneric'),
        );
      },
    );
  };

  const Main = embedded ? 'div' : 'main';
  return (
    <div
      className={className ? `sp-lp ${className}` : 'sp-lp'}
      lang={locale}
      dir={locale === 'he-IL' ? 'rtl' : 'ltr'}
      style={themeVariables(theme)}
      data-sp-link-page=""
    >
      {theme.is_shipping_and_sales_strip_shown && sentences.length > 0 ? (
        <p className="sp-lp-strip">
          {sentences.map((sentence) => (
            <span key={sentence}>{sentence}</span>
          ))}
        </p>
      ) : null}
      <header className="sp-lp-header">
        {isHttpUrl(logoUrl) ? (
          <img
            className="sp-lp-header__logo"
            src={logoUrl}
            alt={t('header.logo', { name: businessName })}
            height="32"
          />
        ) : null}
        <h1 className="sp-lp-header__name">{businessName}</h1>
        <a className="sp-lp-header__cart" href="#sp-cart">
          <CartIcon icon={theme.cart_button_icon} />
          <span className="sp-lp-visually-hidden">{`${t('cart.open')} `}</span>
          <span className="sp-lp-header__badge" data-sp-cart-badge="">
            {cartCount(cart)}
          </span>
        </a>
      </header>
      <Main className="sp-lp-main">
        {children(add)}
        <Cart
          lines={cart}
          promocode={promocode ?? ''}
          order={order}
          error={error}
          busy={busy}
          onRemove={(index) => setCart((current) => removeFromCart(current, index))}
          onCheckout={checkout}
        />
      </Main>
    </div>
  );
}
