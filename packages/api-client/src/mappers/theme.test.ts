import { DEFAULT_THEME } from '@shoppable/domain';
import { describe, expect, it } from 'vitest';
import { themeFromWire, themeToWire } from './theme';
import type { WireTheme } from './wire';

const stored: WireTheme = {
  ...DEFAULT_THEME,
  checkout_button_shape: 'shape3',
  promo_code_display_border_radius: 'shape1',
  promo_code_display_shadow_shown: true,
  cart_button_icon: 'cart2',
  is_shipping_and_sales_strip_shown: true,
  is_discount_strip_shown: true,
  shipping_and_sales_strip_background_color: '#111111',
  discount_background_color: '#111111',
  shipping_and_sales_strip_font_color: '#EEEEEE',
  discount_font_color: '#EEEEEE',
  shipping_and_sales_strip_sentences: ['Free shipping', 'Sale'],
  image_border_radius: '6px',
  is_preorder_text_shown: true,
  preorder_text: 'Ships in May',
};

describe('themeFromWire', () => {
  it.each([
    [
      'checkout shape',
      (t: ReturnType<typeof themeFromWire>) => t.link.checkoutButtonShape,
      'shape3',
    ],
    [
      'promo-code shape',
      (t: ReturnType<typeof themeFromWire>) => t.link.promocodeButtonShape,
      'shape1',
    ],
    ['shadow', (t: ReturnType<typeof themeFromWire>) => t.link.isPromocodeShadowShown, true],
    ['cart icon', (t: ReturnType<typeof themeFromWire>) => t.link.cartButtonImage, 'cart2'],
    [
      'image radius',
      (t: ReturnType<typeof themeFromWire>) => t.productImageStyle.imageBorderRadius,
      '6px',
    ],
    [
      'sentence1',
      (t: ReturnType<typeof themeFromWire>) => t.salesAndDiscountStrip.sentence1,
      'Free shipping',
    ],
    [
      'sentence2',
      (t: ReturnType<typeof themeFromWire>) => t.salesAndDiscountStrip.sentence2,
      'Sale',
    ],
    [
      'strip colour',
      (t: ReturnType<typeof themeFromWire>) => t.salesAndDiscountStrip.backgroundColor,
      '#111111',
    ],
    [
      'preorder text',
      (t: ReturnType<typeof themeFromWire>) => t.inventorySettings.preorderText,
      'Ships in May',
    ],
    ['isInitial', (t: ReturnType<typeof themeFromWire>) => t.isInitial, false],
  ])('maps %s', (_name, read, expected) => {
    expect(read(themeFromWire(stored))).toBe(expected);
  });

  it.each([
    [[], '', ''],
    [['Only one'], 'Only one', ''],
  ])('sentences %j become %j and %j', (sentences, sentence1, sentence2) => {
    const t = themeFromWire({ ...stored, shipping_and_sales_strip_sentences: sentences });
    expect(t.salesAndDiscountStrip).toMatchObject({ sentence1, sentence2 });
  });

  it.each([null, undefined])('%s gives the defaults with isInitial', (wire) => {
    const t = themeFromWire(wire);
    expect(t.isInitial).toBe(true);
    expect(themeToWire(t)).toEqual(DEFAULT_THEME);
  });
});

describe('themeToWire', () => {
  it.each([
    ['both sentences empty forces the strip off', ['', ''], true, false],
    ['a sentence keeps the strip on', ['Sale', ''], true, true],
    ['strip off stays off', ['Sale', ''], false, false],
  ] as const)('%s', (_name, [sentence1, sentence2], shown, expected) => {
    const t = themeFromWire(stored);
    const wire = themeToWire({
      ...t,
      salesAndDiscountStrip: {
        ...t.salesAndDiscountStrip,
        sentence1,
        sentence2,
        isSalesAndDiscountStripShown: shown,
      },
    });
    expect(wire.is_shipping_and_sales_strip_shown).toBe(expected);
    expect(wire.is_discount_strip_shown).toBe(expected);
  });

  it.each([
    ['the stored theme', stored],
    ['the defaults', DEFAULT_THEME],
  ])('round trip of %s', (_name, wire) => {
    expect(themeToWire(themeFromWire(wire))).toEqual(wire);
  });
});
