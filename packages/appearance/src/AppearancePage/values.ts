import type { ClientTheme, OptionMap } from '@shoppable/domain';
import type { ButtonStyle } from '../ButtonStyleSection';
import type { AppearanceStrings } from '../intl';

/** What the appearance form edits: the theme, and the option map once it has loaded. */
export interface AppearanceValues {
  theme: ClientTheme;
  optionMap: OptionMap | null;
}

/** The link group of the theme: the buttons, the influencer and the cart icon. */
export type LinkTheme = ClientTheme['link'];

/** The three buttons styled alike. */
export type ButtonKind = 'checkoutButton' | 'addToCartButton' | 'promocodeButton';

/** One button's style as its section edits it. */
export const buttonOf = (link: LinkTheme, kind: ButtonKind): ButtonStyle => ({
  shape: link[`${kind}Shape`],
  background: link[`${kind}BackgroundColor`],
  text: link[`${kind}FontColor`],
  border: link[`${kind}BorderColor`],
  ...(kind === 'promocodeButton' ? { shadow: link.isPromocodeShadowShown } : {}),
});

/** The link group with one button's style replaced. */
export const withButton = (link: LinkTheme, kind: ButtonKind, b: ButtonStyle): LinkTheme => ({
  ...link,
  [`${kind}Shape`]: b.shape,
  [`${kind}BackgroundColor`]: b.background,
  [`${kind}FontColor`]: b.text,
  [`${kind}BorderColor`]: b.border,
  ...(kind === 'promocodeButton' ? { isPromocodeShadowShown: b.shadow ?? false } : {}),
});

/** Both sides of a theme conflict, labelled as the page labels them. */
export function conflictFields(t: AppearanceStrings, mine: ClientTheme, theirs: ClientTheme) {
  const pair = (label: string, of: (theme: ClientTheme) => string | boolean) => {
    const show = (v: string | boolean) => (typeof v === 'boolean' ? (v ? '✓' : '✗') : v);
    return { label, mine: show(of(mine)), theirs: show(of(theirs)) };
  };
  const button = (kind: ButtonKind, title: string) => [
    pair(`${title}: ${t.format('button.shape')}`, (v) =>
      t.format(`button.${v.link[`${kind}Shape`]}`),
    ),
    pair(`${title}: ${t.format('button.background')}`, (v) => v.link[`${kind}BackgroundColor`]),
    pair(`${title}: ${t.format('button.text')}`, (v) => v.link[`${kind}FontColor`]),
    pair(`${title}: ${t.format('button.border')}`, (v) => v.link[`${kind}BorderColor`]),
  ];
  return [
    ...button('checkoutButton', t.format('checkout.title')),
    ...button('addToCartButton', t.format('addToCart.title')),
    ...button('promocodeButton', t.format('promo.title')),
    pair(t.format('button.shadow'), (v) => v.link.isPromocodeShadowShown),
    pair(t.format('influencer.toggle'), (v) => v.link.isInfluencerShown),
    pair(t.format('cart.title'), (v) => t.format(`cart.${v.link.cartButtonImage}`)),
    pair(t.format('corners.title'), (v) =>
      t.format(`corners.${v.productImageStyle.imageBorderRadius}`),
    ),
    pair(t.format('strip.toggle'), (v) => v.salesAndDiscountStrip.isSalesAndDiscountStripShown),
    pair(t.format('strip.sentence1'), (v) => v.salesAndDiscountStrip.sentence1),
    pair(t.format('strip.sentence2'), (v) => v.salesAndDiscountStrip.sentence2),
    pair(t.format('strip.background'), (v) => v.salesAndDiscountStrip.backgroundColor),
    pair(t.format('strip.text'), (v) => v.salesAndDiscountStrip.fontColor),
    pair(t.format('preorder.toggle'), (v) => v.inventorySettings.isPreorderTextShown),
    pair(t.format('preorder.text'), (v) => v.inventorySettings.preorderText),
  ];
}
