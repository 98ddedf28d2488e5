import type { FormEvent } from 'react';
import { useStrings } from '../intl';
import {
  cartCount,
  cartCountText,
  optionsLabel,
  type CartLine,
  type PlacedOrder,
} from '../model/model';

/** Props of Cart. */
export interface CartProps {
  /** The cart's lines. */
  lines: readonly CartLine[];
  /** The promocode the checkout applies (editable). */
  promocode: string;
  /** The order placed, if any: the confirmation replaces the cart. */
  order: PlacedOrder | null;
  /** Why the last checkout failed, shown as an alert. */
  error: string | null;
  /** True while the order is being placed. */
  busy: boolean;
  /** Removes the line at `index`. */
  onRemove?: (index: number) => void;
  /** Places the order with the typed promocode. */
  onCheckout?: (promocode: string) => void;
}

/**
 * The cart: its lines, the promocode, checkout and the order confirmation. The markup carries
 * `data-sp-*` hooks so the public page's client script drives the same elements without React.
 */
export function Cart({ lines, promocode, order, error, busy, onRemove, onCheckout }: CartProps) {
  const t = useStrings();
  const count = cartCount(lines);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onCheckout?.(String(data.get('promocode') ?? ''));
  };
  return (
    <>
      <section
        className="sp-lp-cart"
        id="sp-cart"
        aria-labelledby="sp-cart-heading"
        hidden={order !== null}
        data-sp-cart=""
      >
        <h2 className="sp-lp-cart__heading" id="sp-cart-heading">
          {t('cart.heading')}
        </h2>
        <p className="sp-lp-cart__count" role="status" data-sp-cart-count="">
          {cartCountText(t, count)}
        </p>
        <ul className="sp-lp-cart__lines" data-sp-cart-lines="">
          {lines.map((line, index) => (
            <li
              className="sp-lp-cart__line"
              key={`${line.inventoryId}-${optionsLabel(line.options)}`}
            >
              <span className="sp-lp-cart__title">{line.title}</span>
              {Object.keys(line.options).length > 0 ? (
                <span className="sp-lp-cart__options">{optionsLabel(line.options)}</span>
              ) : null}
              <span className="sp-lp-cart__quantity">
                {t('cart.quantityShort', { quantity: line.quantity })}
              </span>
              <button
                type="button"
                className="sp-lp-cart__remove"
                aria-label={t('cart.remove', { title: line.title })}
                onClick={() => onRemove?.(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <form className="sp-lp-cart__checkout" data-sp-checkout="" onSubmit={submit}>
          <label className="sp-lp-cart__promo" htmlFor="sp-cart-promocode">
            <span>{t('cart.promocode')}</span>
            <input
              id="sp-cart-promocode"
              name="promocode"
              defaultValue={promocode}
              maxLength={20}
              autoComplete="off"
            />
          </label>
          <p className="sp-lp-cart__error" role="alert" data-sp-cart-error="">
            {error}
          </p>
          <button
            type="submit"
            className="sp-lp-checkout"
            disabled={count === 0 || busy}
            data-sp-checkout-button=""
          >
            {busy ? t('cart.checkingOut') : t('cart.checkout')}
          </button>
        </form>
      </section>
      <section
        className="sp-lp-order"
        aria-labelledby="sp-order-heading"
        hidden={order === null}
        data-sp-order=""
        tabIndex={-1}
      >
        <h2 id="sp-order-heading">{t('order.heading')}</h2>
        <p data-sp-order-summary="">
          {order
            ? t('order.summary', { orderId: order.orderId, count: order.count, total: order.total })
            : null}
        </p>
      </section>
    </>
  );
}
