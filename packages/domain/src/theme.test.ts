import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  IMAGE_BORDER_RADII,
  SHAPE_RADII,
  isHexColor,
  themeFromServer,
  themeToServer,
} from './theme';
import type { ClientTheme } from './theme';

describe('theme defaults', () => {
  it('checkout and add-to-cart black with white text, promo-code white with grey border', () => {
    const t = themeFromServer(null);
    expect(t.isInitial).toBe(true);
    expect(t.link).toMatchObject({
      checkoutButtonBackgroundColor: '#000000',
      checkoutButtonFontColor: '#FFFFFF',
      addToCartButtonBackgroundColor: '#000000',
      addToCartButtonFontColor: '#FFFFFF',
      promocodeButtonBackgroundColor: '#FFFFFF',
      promocodeButtonBorderColor: '#D1D5DB',
    });
  });
  it.each([
    ['shape1', '0px'],
    ['shape2', '10px'],
    ['shape3', '25px'],
  ] as const)('%s radius %s', (shape, radius) => {
    expect(SHAPE_RADII[shape]).toBe(radius);
  });
  it('image radii', () => {
    expect(IMAGE_BORDER_RADII.map((r) => `${r.label} ${r.value}`)).toEqual([
      'Sharp 0px',
      'Semi-rounded 6px',
      'Rounded 10px',
    ]);
  });
});

describe('themeFromServer', () => {
  it('maps every group and is not initial when stored', () => {
    const t = themeFromServer({
      ...DEFAULT_THEME,
      cart_button_icon: 'cart3',
      image_border_radius: '6px',
      shipping_and_sales_strip_sentences: ['Free shipping', 'Sale'],
      is_shipping_and_sales_strip_shown: true,
      is_preorder_text_shown: true,
      preorder_text: 'Ships in May',
      promo_code_display_shadow_shown: true,
    });
    expect(t.isInitial).toBe(false);
    expect(t.link.cartButtonImage).toBe('cart3');
    expect(t.link.isPromocodeShadowShown).toBe(true);
    expect(t.productImageStyle.imageBorderRadius).toBe('6px');
    expect(t.salesAndDiscountStrip).toMatchObject({
      isSalesAndDiscountStripShown: true,
      sentence1: 'Free shipping',
      sentence2: 'Sale',
    });
    expect(t.inventorySettings).toEqual({
      isPreorderTextShown: true,
      preorderText: 'Ships in May',
    });
  });
  it('null fields take the defaults', () => {
    expect(
      themeFromServer({ checkout_button_font_color: null } as unknown as Record<string, never>).link
        .checkoutButtonFontColor,
    ).toBe('#FFFFFF');
  });
  it.each([
    [{ is_promo_code_display_shadow_shown: true }, true],
    [{ promo_code_display_shadow_shown: false, is_promo_code_display_shadow_shown: true }, false],
    [{}, false],
    [{ promo_code_display_shadow_shown: undefined }, false],
  ])('shadow from %o → %s', (input, expected) => {
    expect(themeFromServer(input).link.isPromocodeShadowShown).toBe(expected);
  });
});

describe('themeToServer', () => {
  const base = themeFromServer(DEFAULT_THEME);
  const withStrip = (shown: boolean, s1: string, s2: string): ClientTheme => ({
    ...base,
    salesAndDiscountStrip: {
      ...base.salesAndDiscountStrip,
      isSalesAndDiscountStripShown: shown,
      sentence1: s1,
      sentence2: s2,
    },
  });
  it.each([
    [true, '', '', false],
    [true, '  ', ' ', false],
    [true, 'Free shipping', '', true],
    [true, '', 'Sale', true],
    [false, 'Free shipping', 'Sale', false],
  ])('strip shown %s with %j %j → %s', (shown, s1, s2, expected) => {
    const out = themeToServer(withStrip(shown, s1, s2));
    expect(out.is_shipping_and_sales_strip_shown).toBe(expected);
    expect(out.is_discount_strip_shown).toBe(expected);
    expect(out.shipping_and_sales_strip_sentences).toEqual([s1.trim(), s2.trim()]);
  });
  it('round-trips the defaults', () => {
    expect(themeToServer(themeFromServer(DEFAULT_THEME))).toEqual(DEFAULT_THEME);
  });
});

describe('isHexColor', () => {
  it.each([
    ['#000', true],
    ['#A1b2C3', true],
    ['000000', false],
    ['#12345', false],
    ['red', false],
    ['', false],
  ])('%j → %s', (s, expected) => {
    expect(isHexColor(s)).toBe(expected);
  });
});
