/** A button corner shape (platform.md §3): shape1 0px, shape2 10px, shape3 25px. */
export type ButtonShape = 'shape1' | 'shape2' | 'shape3';

/** The corner radius of each button shape (platform.md §3). */
export const SHAPE_RADII: Readonly<Record<ButtonShape, string>> = {
  shape1: '0px',
  shape2: '10px',
  shape3: '25px',
};

/** The cart icon choice (platform.md §3). */
export type CartIcon = 'cart1' | 'cart2' | 'cart3';

/** Product image corner radius (platform.md §3): Sharp 0px, Semi-rounded 6px, Rounded 10px. */
export type ImageBorderRadius = '0px' | '6px' | '10px';

/** The image corner options with their labels (platform.md §3). */
export const IMAGE_BORDER_RADII: ReadonlyArray<{ value: ImageBorderRadius; label: string }> = [
  { value: '0px', label: 'Sharp' },
  { value: '6px', label: 'Semi-rounded' },
  { value: '10px', label: 'Rounded' },
];

/** The theme as the server reads and writes it (platform.md §7 PUT theme). */
export interface ServerTheme {
  checkout_button_shape: ButtonShape;
  checkout_button_background_color: string;
  checkout_button_font_color: string;
  checkout_button_border_color: string;
  promo_code_display_border_radius: ButtonShape;
  promo_code_display_background_color: string;
  promo_code_display_font_color: string;
  promo_code_display_border_color: string;
  promo_code_display_shadow_shown: boolean;
  is_influencer_display_shown: boolean;
  cart_button_icon: CartIcon;
  is_discount_strip_shown: boolean;
  discount_background_color: string;
  discount_font_color: string;
  is_shipping_and_sales_strip_shown: boolean;
  shipping_and_sales_strip_background_color: string;
  shipping_and_sales_strip_font_color: string;
  shipping_and_sales_strip_sentences: [string, string];
  image_border_radius: ImageBorderRadius;
  is_preorder_text_shown: boolean;
  preorder_text: string;
  add_to_cart_button_shape: ButtonShape;
  add_to_cart_button_background_color: string;
  add_to_cart_button_border_color: string;
  add_to_cart_button_font_color: string;
}

/** The theme as screens edit it, in the spec's client groups (platform.md §3). */
export interface ClientTheme {
  link: {
    checkoutButtonShape: ButtonShape;
    checkoutButtonBackgroundColor: string;
    checkoutButtonFontColor: string;
    checkoutButtonBorderColor: string;
    promocodeButtonShape: ButtonShape;
    promocodeButtonBackgroundColor: string;
    promocodeButtonFontColor: string;
    promocodeButtonBorderColor: string;
    isPromocodeShadowShown: boolean;
    addToCartButtonShape: ButtonShape;
    addToCartButtonBackgroundColor: string;
    addToCartButtonFontColor: string;
    addToCartButtonBorderColor: string;
    isInfluencerShown: boolean;
    cartButtonImage: CartIcon;
  };
  productImageStyle: { imageBorderRadius: ImageBorderRadius };
  salesAndDiscountStrip: {
    isSalesAndDiscountStripShown: boolean;
    sentence1: string;
    sentence2: string;
    backgroundColor: string;
    fontColor: string;
  };
  inventorySettings: { isPreorderTextShown: boolean; preorderText: string };
  isInitial: boolean;
}

/**
 * Theme defaults (platform.md §3): checkout and add-to-cart buttons black with white text,
 * promo-code button white with a grey border. Decided where the spec is silent: shape2 buttons,
 * cart1, sharp images, influencer shown, strip and preorder text off, strip black with white text.
 */
export const DEFAULT_THEME: ServerTheme = {
  checkout_button_shape: 'shape2',
  checkout_button_background_color: '#000000',
  checkout_button_font_color: '#FFFFFF',
  checkout_button_border_color: '#000000',
  promo_code_display_border_radius: 'shape2',
  promo_code_display_background_color: '#FFFFFF',
  promo_code_display_font_color: '#000000',
  promo_code_display_border_color: '#D1D5DB',
  promo_code_display_shadow_shown: false,
  is_influencer_display_shown: true,
  cart_button_icon: 'cart1',
  is_discount_strip_shown: false,
  discount_background_color: '#000000',
  discount_font_color: '#FFFFFF',
  is_shipping_and_sales_strip_shown: false,
  shipping_and_sales_strip_background_color: '#000000',
  shipping_and_sales_strip_font_color: '#FFFFFF',
  shipping_and_sales_strip_sentences: ['', ''],
  image_border_radius: '0px',
  is_preorder_text_shown: false,
  preorder_text: '',
  add_to_cart_button_shape: 'shape2',
  add_to_cart_button_background_color: '#000000',
  add_to_cart_button_border_color: '#000000',
  add_to_cart_button_font_color: '#FFFFFF',
};

/** A stored theme as it may arrive: any field missing; §3's is_promo_code_display_shadow_shown accepted too. */
export type ServerThemeInput = Partial<ServerTheme> & {
  is_promo_code_display_shadow_shown?: boolean;
};

/**
 * Server theme to client groups (platform.md §3): missing or null fields take {@link DEFAULT_THEME};
 * `isInitial` is true when no theme was stored.
 */
export function themeFromServer(input: ServerThemeInput | null | undefined): ClientTheme {
  const present = Object.entries(input ?? {}).filter(([, v]) => v !== null && v !== undefined);
  const t: ServerTheme = {
    ...DEFAULT_THEME,
    ...(Object.fromEntries(present) as Partial<ServerTheme>),
  };
  const shadow =
    input?.promo_code_display_shadow_shown ??
    input?.is_promo_code_display_shadow_shown ??
    DEFAULT_THEME.promo_code_display_shadow_shown;
  const [sentence1 = '', sentence2 = ''] = t.shipping_and_sales_strip_sentences;
  return {
    link: {
      checkoutButtonShape: t.checkout_button_shape,
      checkoutButtonBackgroundColor: t.checkout_button_background_color,
      checkoutButtonFontColor: t.checkout_button_font_color,
      checkoutButtonBorderColor: t.checkout_button_border_color,
      promocodeButtonShape: t.promo_code_display_border_radius,
      promocodeButtonBackgroundColor: t.promo_code_display_background_color,
      promocodeButtonFontColor: t.promo_code_display_font_color,
      promocodeButtonBorderColor: t.promo_code_display_border_color,
      isPromocodeShadowShown: shadow,
      addToCartButtonShape: t.add_to_cart_button_shape,
      addToCartButtonBackgroundColor: t.add_to_cart_button_background_color,
      addToCartButtonFontColor: t.add_to_cart_button_font_color,
      addToCartButtonBorderColor: t.add_to_cart_button_border_color,
      isInfluencerShown: t.is_influencer_display_shown,
      cartButtonImage: t.cart_button_icon,
    },
    productImageStyle: { imageBorderRadius: t.image_border_radius },
    salesAndDiscountStrip: {
      isSalesAndDiscountStripShown: t.is_shipping_and_sales_strip_shown,
      sentence1,
      sentence2,
      backgroundColor: t.shipping_and_sales_strip_background_color,
      fontColor: t.shipping_and_sales_strip_font_color,
    },
    inventorySettings: {
      isPreorderTextShown: t.is_preorder_text_shown,
      preorderText: t.preorder_text,
    },
    isInitial: input === null || input === undefined,
  };
}

/**
 * Client groups to the server payload (platform.md §4, §7): when both strip sentences are empty
 * the strip is forced off; the discount-strip fields mirror the strip.
 */
export function themeToServer(c: ClientTheme): ServerTheme {
  const s = c.salesAndDiscountStrip;
  const sentences: [string, string] = [s.sentence1.trim(), s.sentence2.trim()];
  const shown = s.isSalesAndDiscountStripShown && (sentences[0] !== '' || sentences[1] !== '');
  return {
    checkout_button_shape: c.link.checkoutButtonShape,
    checkout_button_background_color: c.link.checkoutButtonBackgroundColor,
    checkout_button_font_color: c.link.checkoutButtonFontColor,
    checkout_button_border_color: c.link.checkoutButtonBorderColor,
    promo_code_display_border_radius: c.link.promocodeButtonShape,
    promo_code_display_background_color: c.link.promocodeButtonBackgroundColor,
    promo_code_display_font_color: c.link.promocodeButtonFontColor,
    promo_code_display_border_color: c.link.promocodeButtonBorderColor,
    promo_code_display_shadow_shown: c.link.isPromocodeShadowShown,
    is_influencer_display_shown: c.link.isInfluencerShown,
    cart_button_icon: c.link.cartButtonImage,
    is_discount_strip_shown: shown,
    discount_background_color: s.backgroundColor,
    discount_font_color: s.fontColor,
    is_shipping_and_sales_strip_shown: shown,
    shipping_and_sales_strip_background_color: s.backgroundColor,
    shipping_and_sales_strip_font_color: s.fontColor,
    shipping_and_sales_strip_sentences: sentences,
    image_border_radius: c.productImageStyle.imageBorderRadius,
    is_preorder_text_shown: c.inventorySettings.isPreorderTextShown,
    preorder_text: c.inventorySettings.preorderText,
    add_to_cart_button_shape: c.link.addToCartButtonShape,
    add_to_cart_button_background_color: c.link.addToCartButtonBackgroundColor,
    add_to_cart_button_border_color: c.link.addToCartButtonBorderColor,
    add_to_cart_button_font_color: c.link.addToCartButtonFontColor,
  };
}

/** A colour written #RGB or #RRGGBB (decided: the colour fields of theme and option map take hex). */
export function isHexColor(s: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(s.trim());
}
