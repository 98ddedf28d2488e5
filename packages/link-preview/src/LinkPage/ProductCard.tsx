import type { OptionMap } from '@shoppable/domain';
import type { FormEvent } from 'react';
import { useStrings } from '../intl';
import { isHttpUrl, optionFieldName, type CartLine, type LinkPageProduct } from '../model/model';

/** Props of ProductCard. */
export interface ProductCardProps {
  /** The product. */
  product: LinkPageProduct;
  /** The store's option map (swatch colours and display texts). */
  optionMap: OptionMap;
  /** The preorder text shown on sold-out products, when the theme shows it. */
  preorderText: string | null;
  /** Called with the line to add when the shopper adds the product; absent on the server. */
  onAdd?: (line: CartLine) => void;
  /** Prefixes the card's element ids, for a page that may show one product more than once. */
  idScope?: string;
  /** Says which sold-out product this one is shown in place of (the dashboard's preview). */
  showSwaps?: boolean;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * One product: image, title, price, its options as radio groups (colour swatches and texts from
 * the option map) and add to cart. A plain form, so the client script can run it without React.
 */
export function ProductCard({
  product,
  optionMap,
  preorderText,
  onAdd,
  idScope = '',
  showSwaps = false,
}: ProductCardProps) {
  const t = useStrings();
  const soldOut = product.quantity <= 0;
  const titleId = `sp-lp-title-${idScope}${product.inventoryId}`;
  const swappedFor = showSwaps ? product.swappedFor?.trim() || null : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const options = Object.fromEntries(
      product.options.map((o) => [
        o.name,
        String(data.get(optionFieldName(product.inventoryId, o.name)) ?? ''),
      ]),
    );
    onAdd?.({ inventoryId: product.inventoryId, title: product.title, options, quantity: 1 });
  };
  return (
    <li className="sp-lp-product">
      <article
        aria-labelledby={titleId}
        data-sold-out={soldOut ? '' : undefined}
        data-swapped={swappedFor ? '' : undefined}
      >
        {isHttpUrl(product.imageUrl) ? (
          <img
            className="sp-lp-product__image"
            src={product.imageUrl}
            alt=""
            width="400"
            height="400"
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <h3 className="sp-lp-product__title" id={titleId}>
          {product.title}
        </h3>
        {product.price ? <p className="sp-lp-product__price">{product.price}</p> : null}
        {swappedFor ? (
          <p className="sp-lp-product__swap">{t('product.swappedFor', { title: swappedFor })}</p>
        ) : null}
        {soldOut && preorderText ? <p className="sp-lp-product__preorder">{preorderText}</p> : null}
        <form
          className="sp-lp-product__form"
          data-sp-product={product.inventoryId}
          data-sp-title={product.title}
          onSubmit={submit}
        >
          {product.options.map((option, optionIndex) => {
            const mapped = optionMap[option.name];
            const chosen = product.selected?.[option.name] ?? option.values[0];
            return (
              <fieldset className="sp-lp-option" key={option.name} data-sp-option={option.name}>
                <legend className="sp-lp-option__legend">{option.name}</legend>
                {option.values.map((value, valueIndex) => {
                  const inputId = `${titleId}-${optionIndex}-${valueIndex}`;
                  const shown = mapped?.values[value];
                  const hex = mapped?.type === 'COLOR' ? shown?.hex_value : null;
                  const swatch = hex && HEX.test(hex) ? hex : null;
                  const text = shown?.text_value?.trim() || value;
                  return (
                    <label
                      className="sp-lp-option__value"
                      key={value}
                      htmlFor={inputId}
                      data-swatch={swatch ? '' : undefined}
                    >
                      <input
                        id={inputId}
                        type="radio"
                        name={optionFieldName(product.inventoryId, option.name)}
                        value={value}
                        defaultChecked={value === chosen}
                        disabled={soldOut}
                      />
                      {swatch ? (
                        <span
                          className="sp-lp-swatch"
                          aria-hidden="true"
                          style={{ backgroundColor: swatch }}
                        />
                      ) : null}
                      <span className={swatch ? 'sp-lp-visually-hidden' : 'sp-lp-option__text'}>
                        {text}
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            );
          })}
          <button type="submit" className="sp-lp-add" disabled={soldOut} aria-describedby={titleId}>
            {soldOut ? t('product.soldOut') : t('product.addToCart')}
          </button>
        </form>
      </article>
    </li>
  );
}
